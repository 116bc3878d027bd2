/** A tag on the wire (§3 Tag). */
export interface TagWire {
  id: number;
  name: string;
}
