/**
 * Offsets of a text section's plain text (core textAnchor: blocks of inlines joined by "\n", a
 * data field counts as no text) and Slate points of the same nodes, both ways. Comments and
 * suggestions are stored as plain-text offsets (§3 Message `comment_scope`, `suggestion`); the
 * editor selects and decorates with Slate ranges. Walking the nodes the way core's
 * textBoxPlainText does keeps both sides on the same offsets.
 */
import type { BasePoint, BaseRange, Path } from 'slate';

/** One text leaf of the section, where it starts in the plain text, and its length. */
export interface PlainTextLeaf {
  path: Path;
  start: number;
  length: number;
}

type Node = { type?: string; text?: string; children?: unknown[] };

const isLeaf = (n: Node) => typeof n.text === 'string' && n.type === undefined;
const isInline = (n: Node) => isLeaf(n) || n.type === 'link' || n.type === 'data-field';

/**
 * Every text leaf that carries plain text, in document order, with its start offset and its
 * path in `nodes`. Leaves inside a data field are left out (they hold no text); an empty block
 * still yields its empty leaf, so an offset at a block's start has a point.
 */
export function plainTextLeaves(nodes: readonly unknown[]): PlainTextLeaf[] {
  const leaves: PlainTextLeaf[] = [];
  let offset = 0;
  let firstBlock = true;
  const visit = (list: readonly unknown[], parent: Path) => {
    list.forEach((raw, index) => {
      if (typeof raw !== 'object' || raw === null) return;
      const node = raw as Node;
      const children = Array.isArray(node.children) ? (node.children as Node[]) : [];
      const path = [...parent, index];
      if (children.length > 0 && children.every((c) => typeof c === 'object' && c !== null && isInline(c))) {
        if (!firstBlock) offset += 1;
        firstBlock = false;
        children.forEach((child, i) => {
          if (isLeaf(child)) {
            leaves.push({ path: [...path, i], start: offset, length: child.text!.length });
            offset += child.text!.length;
          } else if (child.type === 'link') {
            (child.children ?? []).forEach((leaf, j) => {
              const text = (leaf as Node).text;
              if (typeof text !== 'string') return;
              leaves.push({ path: [...path, i, j], start: offset, length: text.length });
              offset += text.length;
            });
          }
        });
      } else visit(children, path);
    });
  };
  visit(nodes, []);
  return leaves;
}

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((n, i) => n === b[i]);

/** The plain-text offset of a Slate point, or null when the point is not in a text leaf (e.g. inside a data field). */
export function offsetOfPoint(nodes: readonly unknown[], point: BasePoint): number | null {
  const leaf = plainTextLeaves(nodes).find((l) => samePath(l.path, point.path));
  return leaf ? leaf.start + Math.min(point.offset, leaf.length) : null;
}

/**
 * The Slate point of a plain-text offset: in the leaf that holds it (at a boundary between two
 * leaves of one block, the earlier one). Null when the offset lies outside the text.
 */
export function pointAtOffset(nodes: readonly unknown[], offset: number): BasePoint | null {
  if (offset < 0) return null;
  for (const leaf of plainTextLeaves(nodes)) {
    if (offset >= leaf.start && offset <= leaf.start + leaf.length) return { path: leaf.path, offset: offset - leaf.start };
  }
  return null;
}

/** The plain-text offsets [start, end) of a Slate range (in document order), or null when an end is outside the text. */
export function offsetsOfRange(nodes: readonly unknown[], range: BaseRange): { start: number; end: number } | null {
  const a = offsetOfPoint(nodes, range.anchor);
  const b = offsetOfPoint(nodes, range.focus);
  if (a === null || b === null) return null;
  return { start: Math.min(a, b), end: Math.max(a, b) };
}

/**
 * The Slate ranges, one per leaf, covering plain-text [start, end): what decorations take, since
 * a range of the section may cross leaves and blocks. Leaves only touched at an edge are left out.
 */
export function rangesOfOffsets(nodes: readonly unknown[], start: number, end: number): BaseRange[] {
  const ranges: BaseRange[] = [];
  for (const leaf of plainTextLeaves(nodes)) {
    const from = Math.max(start, leaf.start);
    const to = Math.min(end, leaf.start + leaf.length);
    if (to > from) ranges.push({ anchor: { path: leaf.path, offset: from - leaf.start }, focus: { path: leaf.path, offset: to - leaf.start } });
  }
  return ranges;
}
