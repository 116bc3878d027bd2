/**
 * What the editor draws of a text section's open comments and suggestions (§2 Collaboration,
 * §3 Message types 3 and 4, comment and suggestion lifecycle): pure functions from the message
 * threads and the section's current nodes to plain-text ranges and to Slate decorations.
 * Anchors are found again in the current text with core locateAnchor, so a highlight follows
 * the quoted words while the section is edited; an anchor whose quote is gone is not drawn.
 */
import { anchorAt, locateAnchor, MessageType, textBoxPlainText, type CommentScope, type MessageWire, type SuggestionChange } from '@inkflow/core';
import type { BaseRange } from 'slate';
import { rangesOfOffsets } from './plainTextPoints.js';

/** An open comment's located range in the section's plain text. */
export interface CommentMark {
  id: number;
  start: number;
  end: number;
}

/** An open suggestion's located change: [start, end) is deleted, `inserted` goes after it. */
export interface SuggestionMark extends CommentMark {
  deleted: string;
  inserted: string;
  author: string;
}

/** The leaf properties the decorations add (read by RichTextLeaf). */
export interface CollabLeafProps {
  commentId?: number;
  suggestionDeleteId?: number;
  insertAfter?: { id: number; text: string };
  insertBefore?: { id: number; text: string };
}

/** Open: neither resolved (config.status) nor accepted, rejected or deleted (status). */
export const isOpenMessage = (message: Pick<MessageWire, 'status' | 'config'>) => message.status === null && message.config['status'] !== 'resolved';

/** The open comments and suggestions of box `boxId`, located in `text` (the section's plain text). */
export function sectionAnnotations(threads: readonly MessageWire[], boxId: number, text: string): { comments: CommentMark[]; suggestions: SuggestionMark[] } {
  const comments: CommentMark[] = [];
  const suggestions: SuggestionMark[] = [];
  for (const message of threads) {
    if (!isOpenMessage(message)) continue;
    if (message.type === MessageType.Comment && message.comment_scope) {
      const scope = message.comment_scope as CommentScope;
      if (scope.box_id !== boxId || scope.start === undefined || scope.detached) continue;
      const found = locateAnchor(text, scope);
      if (found && found.end > found.start) comments.push({ id: message.id, ...found });
    } else if (message.type === MessageType.Suggestion && message.suggestion) {
      const change = message.suggestion as SuggestionChange;
      if (change.box_id !== boxId) continue;
      const found = locateAnchor(text, { start: change.start, end: change.end, quote: change.deleted, prefix: change.prefix ?? '', suffix: change.suffix ?? '' });
      if (found) suggestions.push({ id: message.id, ...found, deleted: text.slice(found.start, found.end), inserted: change.inserted, author: message.author.name });
    }
  }
  return { comments, suggestions };
}

/** Slate decorations (one range per leaf, CollabLeafProps set) drawing `comments` and `suggestions` on `nodes`. */
export function collabDecorations(nodes: readonly unknown[], comments: readonly CommentMark[], suggestions: readonly SuggestionMark[]): (BaseRange & CollabLeafProps)[] {
  const decorations: (BaseRange & CollabLeafProps)[] = [];
  for (const c of comments) for (const range of rangesOfOffsets(nodes, c.start, c.end)) decorations.push({ ...range, commentId: c.id });
  for (const s of suggestions) {
    const deleted = rangesOfOffsets(nodes, s.start, s.end);
    for (const range of deleted) decorations.push({ ...range, suggestionDeleteId: s.id });
    if (s.inserted === '') continue;
    // The insertion is drawn as a widget on a neighbouring leaf: after the deleted text's last
    // leaf (the same range, so the deletion stays one element), or after the character before
    // a pure insertion, else before the one at its start (an insertion at a block's start).
    const insert = { id: s.id, text: s.inserted };
    const after = deleted.length > 0 ? deleted.slice(-1) : s.end > 0 ? rangesOfOffsets(nodes, s.end - 1, s.end) : [];
    if (after.length > 0) decorations.push({ ...after[0]!, insertAfter: insert });
    else {
      const before = rangesOfOffsets(nodes, s.start, s.start + 1);
      if (before.length > 0) decorations.push({ ...before[0]!, insertBefore: insert });
    }
  }
  return decorations;
}

/**
 * The suggestion that turns `saved` into `edited` (texts of one section): the changed middle
 * between their common prefix and suffix, with its anchor context. Null when the texts are equal.
 */
export function suggestionBetween(boxId: number, saved: string, edited: string): SuggestionChange | null {
  if (saved === edited) return null;
  let head = 0;
  while (head < saved.length && head < edited.length && saved[head] === edited[head]) head++;
  let tail = 0;
  while (tail < saved.length - head && tail < edited.length - head && saved[saved.length - 1 - tail] === edited[edited.length - 1 - tail]) tail++;
  const end = saved.length - tail;
  const anchor = anchorAt(saved, head, end);
  return { box_id: boxId, start: head, end, deleted: anchor.quote, inserted: edited.slice(head, edited.length - tail), prefix: anchor.prefix, suffix: anchor.suffix };
}

/** The suggestion between two versions of a section's nodes (see suggestionBetween). */
export function suggestionBetweenNodes(boxId: number, saved: readonly unknown[], edited: readonly unknown[]): SuggestionChange | null {
  return suggestionBetween(boxId, textBoxPlainText(saved), textBoxPlainText(edited));
}
