/**
 * Reloading a draft that someone else saved while this page has unsaved edits (§4 Saving, the
 * "Updated by {name}" notice): a three-way merge per section. `base` is the content this page
 * last loaded or saved, `local` the draft as edited, `remote` the version just fetched. A
 * section changed only remotely takes the remote one, changed only locally keeps the local one,
 * changed on both sides keeps the local one and is reported in `conflicts`, so the page can say
 * so. The name and the data follow the same rule as one unit each. The result is saved on top
 * of the fetched checksum, so the next autosave does not hit 4002.
 */
import { savedBoxKey, type EditorBox } from '../boxes/EditorBox.js';

/** The parts of a draft the merge looks at. */
export interface DraftContent {
  name: string;
  boxes: EditorBox[];
  data: unknown[];
}

/** The merged content and the sections (box keys) edited on both sides, local kept. */
export interface MergedDraft {
  content: DraftContent;
  conflicts: string[];
  /** True when the name or the data changed on both sides (local kept). */
  otherConflict: boolean;
}

/** A section's identity across pages: its saved id (a box added here keeps its `new-` key after its first save). */
const identity = (box: EditorBox) => (box.id !== undefined ? savedBoxKey(box.id) : box.key);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const boxState = (box: EditorBox | undefined) => (box ? { type: box.type, content: box.content, config: box.config } : undefined);

/** `primary` with the keys only in `secondary` inserted after their predecessor there (at the start without one). */
function weave(primary: readonly string[], secondary: readonly string[]): string[] {
  const order = [...primary];
  secondary.forEach((key, i) => {
    if (order.includes(key)) return;
    order.splice(i > 0 ? order.indexOf(secondary[i - 1]!) + 1 : 0, 0, key);
  });
  return order;
}

/**
 * Merges `local` into `remote` against `base` (see the module note). Order: the remote one, with
 * sections added locally after their local predecessor; the local one when only it was
 * reordered. Sections deleted on one side and untouched on the other go; a section deleted on
 * one side and edited on the other stays (a conflict, never lost work).
 */
export function mergeRemoteDraft(base: DraftContent, local: DraftContent, remote: DraftContent): MergedDraft {
  const baseByKey = new Map(base.boxes.map((b) => [identity(b), b]));
  const localByKey = new Map(local.boxes.map((b) => [identity(b), b]));
  const remoteByKey = new Map(remote.boxes.map((b) => [identity(b), b]));
  const conflicts: string[] = [];

  const pick = (key: string): EditorBox | undefined => {
    const b = baseByKey.get(key);
    const l = localByKey.get(key);
    const r = remoteByKey.get(key);
    const localChanged = !same(boxState(b), boxState(l));
    const remoteChanged = !same(boxState(b), boxState(r));
    if (!localChanged) return r;
    if (!remoteChanged) return l;
    if (same(boxState(l), boxState(r))) return r;
    conflicts.push(l?.key ?? key);
    // Deleted here but edited there (or the reverse): keep the edited one rather than lose work.
    return l ?? r;
  };

  const orderOf = (content: DraftContent) => content.boxes.map(identity);
  const localOrderOnly = !same(orderOf(base), orderOf(local)) && same(orderOf(base), orderOf(remote));
  const order = weave(localOrderOnly ? orderOf(local) : orderOf(remote), localOrderOnly ? orderOf(remote) : orderOf(local));

  const boxes: EditorBox[] = [];
  for (const key of order) {
    const box = pick(key);
    if (box) boxes.push(box);
  }

  let otherConflict = false;
  const merge3 = <T,>(b: T, l: T, r: T): T => {
    if (same(b, l)) return r;
    if (same(b, r) || same(l, r)) return l;
    otherConflict = true;
    return l;
  };
  return { content: { name: merge3(base.name, local.name, remote.name), boxes, data: merge3(base.data, local.data, remote.data) }, conflicts, otherConflict };
}
