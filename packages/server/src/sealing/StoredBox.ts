/** A box as stored in `agreements.boxes`. */
export interface StoredBox {
  id: number;
  type: number;
  content: Record<string, unknown>;
  config: Record<string, unknown>;
}
