/**
 * Where each leaf of a text section starts in the section's plain text (core text/textAnchor.ts:
 * the text of each block of inlines in document order, blocks joined by "\n", a data field
 * counting as no text). The walk follows core `textBoxPlainText` block for block, so the
 * `data-ink-offset` a leaf is rendered with is the offset `anchorAt` and `locateAnchor` use;
 * leafOffsets.test.ts holds the two to the same text.
 */

type Node = { type?: unknown; text?: unknown; children?: unknown };

const isLeaf = (n: Node) => typeof n.text === 'string' && n.type === undefined;
const isInline = (n: Node) => isLeaf(n) || n.type === 'link' || n.type === 'data-field';
const kids = (n: Node): Node[] => (Array.isArray(n.children) ? (n.children as unknown[]).filter((c): c is Node => typeof c === 'object' && c !== null) : []);

/** Offsets of a section's leaves: `offsets` by leaf object, `lastInBlock` the last leaf of each block. */
export interface LeafOffsets {
  offsets: Map<object, number>;
  lastInBlock: Set<object>;
}

/** The start offset of every leaf of `nodes` in the section's plain text. */
export function leafOffsets(nodes: readonly unknown[]): LeafOffsets {
  const offsets = new Map<object, number>();
  const lastInBlock = new Set<object>();
  let at = 0;
  let first = true;
  const visit = (list: readonly unknown[]) => {
    for (const raw of list) {
      if (typeof raw !== 'object' || raw === null) continue;
      const node = raw as Node;
      const children = Array.isArray(node.children) ? (node.children as unknown[]) : [];
      if (children.length > 0 && children.every((c) => typeof c === 'object' && c !== null && isInline(c as Node))) {
        if (!first) at += 1;
        first = false;
        let last: object | undefined;
        for (const child of children as Node[]) {
          const leaves = isLeaf(child) ? [child] : child.type === 'link' ? kids(child).filter(isLeaf) : [];
          for (const leaf of leaves) {
            offsets.set(leaf, at);
            at += (leaf.text as string).length;
            last = leaf;
          }
        }
        if (last) lastInBlock.add(last);
      } else visit(children);
    }
  };
  visit(nodes);
  return { offsets, lastInBlock };
}
