/**
 * The zod-free part of rich text (§3 Box type 10): bounds, allowed link schemes and tree walks,
 * for read-only viewers (the embed's size budget) and for richTextSchema.ts, which checks shapes.
 */
import type { ListItemElement, TableCellElement, TableRowElement, TextBlock, TextInline, TextLeaf } from '../domain/agreement.js';

/** Bounds of one text box's nodes. */
export const richTextLimits = {
  /** Elements nest at most this deep (a top-level block is 1; text leaves do not count). */
  depthMax: 8,
  /** Elements and leaves of one text box in all. */
  nodesMax: 20_000,
  /** Children of one element. */
  childrenMax: 2_000,
  /** Characters of a link URL. */
  urlMax: 2_000,
} as const;

/** The URL schemes a link may use; anything else (javascript:, data:, …) is refused. */
export const linkSchemes = ['http:', 'https:', 'mailto:'] as const;

/** Whether `url` is an absolute URL with an allowed scheme (http, https, mailto). */
export function isAllowedLinkUrl(url: string): boolean {
  if (url.length === 0 || url.length > richTextLimits.urlMax) return false;
  try {
    const parsed = new URL(url);
    // URL lower-cases the scheme and strips leading spaces/controls, so " JavaScript:" is caught.
    return (linkSchemes as readonly string[]).includes(parsed.protocol);
  } catch {
    return false;
  }
}

/** Calls `visit` for every node of `nodes`, depth first in document order. */
export function walkRichText(nodes: readonly unknown[], visit: (node: TextBlock | TextInline | ListItemElement | TableRowElement | TableCellElement) => void): void {
  const stack = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    visit(node as TextBlock);
    const children = (node as { children?: unknown }).children;
    if (Array.isArray(children)) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
}

/**
 * §5: whether rich text counts as empty: no text other than whitespace and no data-field
 * placeholder anywhere in the tree.
 */
export function isRichTextEmpty(nodes: readonly unknown[]): boolean {
  let empty = true;
  walkRichText(nodes, (node) => {
    if ((node as { type?: unknown }).type === 'data-field') empty = false;
    else if (typeof (node as TextLeaf).text === 'string' && (node as TextLeaf).text.trim() !== '') empty = false;
  });
  return empty;
}
