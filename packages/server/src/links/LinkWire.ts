/** The wire shape of an agreement link (§7 GET /agreements/{id}/links/), seen from one side. */

/** `agreement` is the other side of the link. */
export interface LinkWire {
  id: number;
  agreement: { id: number; name: string; state: number };
}

/** Shapes one link as seen from the agreement opposite `other`. */
export function linkToWire(id: number, other: { id: number; name: string; state: number }): LinkWire {
  return { id, agreement: { id: other.id, name: other.name, state: other.state } };
}
