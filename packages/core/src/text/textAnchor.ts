/**
 * Text positions inside a text section (§3 Box type 10, Slate nodes), for comments anchored to a
 * sentence and suggestions recorded as tracked changes (§2 Collaboration, §3 Message).
 *
 * A position is an offset in the section's plain text: the text of each block of inlines
 * (paragraph, heading, list item, table cell line) in document order, blocks joined by "\n";
 * a data-field placeholder counts as no text. The same function runs in the browser (highlights,
 * suggestion mode), in the guest page and on the server (accepting a suggestion, re-anchoring
 * comments after a save), so all three agree on every offset.
 *
 * An anchor keeps its quote and up to 32 characters either side (W3C Web Annotation
 * TextQuoteSelector with a TextPositionSelector hint): when the text around it is edited,
 * `locateAnchor` finds the quote again, preferring the occurrence whose context matches and
 * which lies nearest the old offset.
 */
import type { TextLeaf } from '../domain/agreement.js';

type Node = { type?: string; text?: string; children?: unknown[] } & Record<string, unknown>;

/** Context kept either side of an anchor, in characters. */
export const anchorContextLength = 32;

const isLeaf = (n: Node) => typeof n.text === 'string' && n.type === undefined;
const isInline = (n: Node) => isLeaf(n) || n.type === 'link' || n.type === 'data-field';

/** The blocks of inlines of `nodes`, in document order (each an element whose children are inlines). */
function textBlocks(nodes: readonly unknown[]): Node[] {
  const blocks: Node[] = [];
  const visit = (list: readonly unknown[]) => {
    for (const raw of list) {
      if (typeof raw !== 'object' || raw === null) continue;
      const node = raw as Node;
      const children = Array.isArray(node.children) ? (node.children as Node[]) : [];
      if (children.length > 0 && children.every((c) => typeof c === 'object' && c !== null && isInline(c))) blocks.push(node);
      else visit(children);
    }
  };
  visit(nodes);
  return blocks;
}

/** The leaves of one block in order (a link's leaves inline; a data field has none). */
function blockLeaves(block: Node): TextLeaf[] {
  const leaves: TextLeaf[] = [];
  for (const child of (block.children ?? []) as Node[]) {
    if (isLeaf(child)) leaves.push(child as unknown as TextLeaf);
    else if (child.type === 'link') for (const leaf of (child.children ?? []) as Node[]) if (isLeaf(leaf)) leaves.push(leaf as unknown as TextLeaf);
  }
  return leaves;
}

/** The plain text of a text section's nodes: blocks joined by "\n". */
export function textBoxPlainText(nodes: readonly unknown[]): string {
  return textBlocks(nodes)
    .map((block) => blockLeaves(block).map((leaf) => leaf.text).join(''))
    .join('\n');
}

/**
 * The data-field placeholders of a text section's nodes, in document order: each one's data field
 * key and the offset in textBoxPlainText where it sits (a placeholder counts as no text).
 */
export function dataFieldPlacements(nodes: readonly unknown[]): { key: string; offset: number }[] {
  const placements: { key: string; offset: number }[] = [];
  let offset = 0;
  for (const [index, block] of textBlocks(nodes).entries()) {
    if (index > 0) offset += 1; // the "\n" between blocks
    for (const child of (block.children ?? []) as Node[]) {
      if (isLeaf(child)) offset += (child.text as string).length;
      else if (child.type === 'link') for (const leaf of (child.children ?? []) as Node[]) offset += isLeaf(leaf) ? (leaf.text as string).length : 0;
      else if (child.type === 'data-field' && typeof child.key === 'string') placements.push({ key: child.key, offset });
    }
  }
  return placements;
}

/** A located range [start, end) of a section's plain text. */
export interface TextRange {
  start: number;
  end: number;
}

/** What an anchor remembers (core CommentScope / SuggestionChange fields). */
export interface TextAnchor extends Partial<TextRange> {
  quote?: string;
  prefix?: string;
  suffix?: string;
}

/** The quote and context of [start, end) in `text`, to store with a new anchor. */
export function anchorAt(text: string, start: number, end: number): Required<TextAnchor> {
  return {
    start,
    end,
    quote: text.slice(start, end),
    prefix: text.slice(Math.max(0, start - anchorContextLength), start),
    suffix: text.slice(end, end + anchorContextLength),
  };
}

/** Length of the common suffix of a and b. */
function commonSuffix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}

/** Length of the common prefix of a and b. */
function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * Finds `anchor` in `text` after edits: its old range when the quote is still there, else the
 * occurrence of the quote with the best matching context (ties: nearest the old start). An
 * empty quote (an insertion point) is found between its prefix and suffix. Returns null when the
 * quote is gone.
 */
export function locateAnchor(text: string, anchor: TextAnchor): TextRange | null {
  const quote = anchor.quote ?? '';
  const prefix = anchor.prefix ?? '';
  const suffix = anchor.suffix ?? '';
  const hint = anchor.start ?? 0;
  if (anchor.start !== undefined && anchor.end !== undefined && text.slice(anchor.start, anchor.end) === quote) {
    const contextHolds = text.slice(0, anchor.start).endsWith(prefix) && text.slice(anchor.end).startsWith(suffix);
    if (contextHolds || quote.length > 0) return { start: anchor.start, end: anchor.end };
  }
  let best: { start: number; score: number; distance: number } | null = null;
  const consider = (start: number) => {
    const score = commonSuffix(text.slice(0, start), prefix) + commonPrefix(text.slice(start + quote.length), suffix);
    const distance = Math.abs(start - hint);
    if (!best || score > best.score || (score === best.score && distance < best.distance)) best = { start, score, distance };
  };
  if (quote.length > 0) {
    for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) consider(at);
  } else {
    if (prefix === '' && suffix === '') return { start: Math.min(hint, text.length), end: Math.min(hint, text.length) };
    for (let at = 0; at <= text.length; at++) consider(at);
    // An insertion point needs some of its context to be trusted.
    if (best && (best as { score: number }).score === 0) return null;
  }
  if (!best) return null;
  const found = best as { start: number };
  return { start: found.start, end: found.start + quote.length };
}

/**
 * Replaces [start, end) of the section's plain text with `inserted`, keeping every leaf's marks
 * (the insertion takes the marks of the leaf it lands in). Returns new nodes (the input is not
 * changed), or null when the range crosses a block boundary or lies outside the text.
 */
export function replaceTextRange(nodes: readonly unknown[], start: number, end: number, inserted: string): unknown[] | null {
  if (start < 0 || end < start) return null;
  const copy = structuredClone(nodes) as unknown[];
  let offset = 0;
  for (const block of textBlocks(copy)) {
    const leaves = blockLeaves(block);
    const length = leaves.reduce((n, leaf) => n + leaf.text.length, 0);
    if (start > offset + length) {
      offset += length + 1;
      continue;
    }
    if (end > offset + length) return null;
    let at = offset;
    let placed = false;
    for (const leaf of leaves) {
      const leafStart = at;
      const leafEnd = at + leaf.text.length;
      at = leafEnd;
      const from = Math.max(start, leafStart) - leafStart;
      const to = Math.min(end, leafEnd) - leafStart;
      const holdsStart = !placed && start >= leafStart && (start < leafEnd || leafEnd === offset + length);
      if (to > from || holdsStart) {
        const text = leaf.text;
        (leaf as { text: string }).text = text.slice(0, Math.max(from, 0)) + (holdsStart ? inserted : '') + text.slice(Math.max(to, from, 0));
        if (holdsStart) placed = true;
      }
    }
    if (!placed) {
      // A block with a data field only: give the insertion a leaf of its own.
      if (inserted === '') return copy;
      (block.children as Node[]).push({ text: inserted });
    }
    return copy;
  }
  return null;
}
