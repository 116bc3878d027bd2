/**
 * §3 Agreement boxOrder: the order in which an agreement's boxes (sections) are shown, edited,
 * signed over and sealed. One rule for every reader (app editor, ui viewer, sealed PDF). Kept free
 * of zod (the embed's size budget).
 */

/**
 * The boxes in `boxOrder` order, then any box missing from the order in stored order, so none is
 * lost; ids in the order without a box are skipped, and a box listed twice shows once. Takes the
 * stored or wire shapes alike (only `id` is read); returns a new array of the same objects.
 */
export function orderedBoxes<B extends { id: number }>(boxes: readonly B[], boxOrder: readonly number[]): B[] {
  const byId = new Map(boxes.map((box) => [box.id, box]));
  const placed = new Set<number>();
  const ordered: B[] = [];
  for (const id of boxOrder) {
    const box = byId.get(id);
    if (box === undefined || placed.has(id)) continue;
    placed.add(id);
    ordered.push(box);
  }
  return [...ordered, ...boxes.filter((box) => !placed.has(box.id))];
}
