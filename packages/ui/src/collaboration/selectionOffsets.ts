/**
 * From a DOM selection in a rendered text section to offsets in the section's plain text, and
 * from there to the draft of a comment or a suggestion (§2 Collaboration, §3 Message types 3 and
 * 4). TextBoxView renders every piece of text inside an element carrying `data-ink-offset` (its
 * start offset) and the section with `data-box-id`; suggested insertions (`data-ink-virtual`)
 * are not part of the text, and a point inside one maps to its insertion point.
 */
import { anchorAt, textBoxPlainText, type Box } from '@inkflow/core';
import type { AnnotationDraft } from './DocumentAnnotations.js';

/** A selected range of one text section. */
export interface SectionSelection {
  boxId: number;
  start: number;
  end: number;
}

const sectionOf = (node: Node | null): HTMLElement | null => {
  const el = node instanceof Element ? node : (node?.parentElement ?? null);
  return el?.closest<HTMLElement>('[data-box-id]') ?? null;
};

/** The text nodes of `root` in document order. */
function textNodes(root: Node): Text[] {
  const out: Text[] = [];
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) out.push(n as Text);
  return out;
}

/** The plain-text offset of the text node `text` at character `at`, or null outside the rendered text. */
function textOffset(text: Text, at: number): number | null {
  const holder = text.parentElement?.closest<HTMLElement>('[data-ink-offset]');
  if (!holder) return null;
  const base = Number(holder.dataset.inkOffset);
  if (!Number.isFinite(base)) return null;
  if (holder.hasAttribute('data-ink-virtual')) return base;
  let before = 0;
  for (const t of textNodes(holder)) {
    if (t === text) break;
    before += t.data.length;
  }
  return base + before + Math.min(at, text.data.length);
}

/** The plain-text offset of the DOM point (container, offset) inside `section`. */
export function pointOffset(section: HTMLElement, container: Node, offset: number): number | null {
  if (container.nodeType === Node.TEXT_NODE) return textOffset(container as Text, offset);
  // An element point sits before its child `offset`: take the first text at or after it.
  const all = textNodes(section).filter((t) => t.parentElement?.closest('[data-ink-offset]'));
  const child = container.childNodes[offset] ?? null;
  for (const t of all) {
    const after = child ? child === t || child.contains(t) || (child.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 : (container.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 && !container.contains(t);
    if (after) return textOffset(t, 0);
  }
  const last = all[all.length - 1];
  return last ? textOffset(last, last.data.length) : null;
}

/**
 * The section range a DOM range covers, or null when it is collapsed, spans two sections or lies
 * outside any rendered text section under `root`.
 */
export function selectionInSection(root: HTMLElement, range: Range): SectionSelection | null {
  if (range.collapsed) return null;
  const section = sectionOf(range.startContainer);
  if (!section || section !== sectionOf(range.endContainer) || !root.contains(section)) return null;
  const boxId = Number(section.dataset.boxId);
  const a = pointOffset(section, range.startContainer, range.startOffset);
  const b = pointOffset(section, range.endContainer, range.endOffset);
  if (!Number.isInteger(boxId) || a === null || b === null) return null;
  const start = Math.min(a, b);
  const end = Math.max(a, b);
  return end > start ? { boxId, start, end } : null;
}

/** The plain text of a text section (empty for other sections). */
export const sectionText = (box: Box | undefined): string => {
  const nodes = (box?.content as { nodes?: unknown } | undefined)?.nodes;
  return Array.isArray(nodes) ? textBoxPlainText(nodes) : '';
};

/** A comment on [start, end) of a section with plain text `text`, or on the whole section without a range. */
export function commentDraft(text: string, body: string, selection: SectionSelection | { boxId: number }): AnnotationDraft {
  const range = 'start' in selection ? anchorAt(text, selection.start, selection.end) : {};
  return { type: 3, body: body.trim(), comment_scope: { box_id: selection.boxId, ...range } };
}

/** A suggestion replacing [start, end) of a section with plain text `text` by `inserted` (empty: a deletion). */
export function suggestionDraft(text: string, inserted: string, selection: SectionSelection, note = ''): AnnotationDraft {
  const anchor = anchorAt(text, selection.start, selection.end);
  return {
    type: 4,
    body: note.trim(),
    suggestion: { box_id: selection.boxId, start: anchor.start, end: anchor.end, deleted: anchor.quote, inserted, prefix: anchor.prefix, suffix: anchor.suffix },
  };
}
