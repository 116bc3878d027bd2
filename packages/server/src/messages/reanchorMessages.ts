/**
 * Keeps comments and suggestions on the text they are about when a new version changes text
 * sections (§4 Saving; called by saveAgreementVersion on every save path). Only threads whose
 * section's plain text changed are touched, so a save that leaves the text alone costs nothing
 * beyond comparing texts; otherwise one statement reads the anchored threads and one writes each
 * that moved.
 *
 * - A comment's range is found again (core locateAnchor) and stored with its new offsets and
 *   context; when the quoted text is gone, or its section was removed, it is `detached: true`
 *   (shown in the list, drawn nowhere).
 * - An active suggestion's change moves the same way; when the text it replaces is gone it is
 *   `detached: true` and still blocks signing (4204) until someone rejects it.
 * - Accepted and rejected suggestion leftovers in a changed section are cleared (`detached:
 *   true`), so they are not drawn over the new text.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { MessageType, anchorAt, locateAnchor, textBoxPlainText } from '@inkflow/core';
import type { Db } from '../db/openDatabase.js';
import { messages } from '../db/schema-messages.js';
import { boxesOf, textBoxNodes } from './checkMessageInput.js';

type Anchor = { box_id?: number; start?: number; end?: number; quote?: string; deleted?: string; prefix?: string; suffix?: string; detached?: boolean };

/** The plain text of each text section of `boxes`, by box id. */
function sectionTexts(boxes: unknown): Map<number, string> {
  const texts = new Map<number, string>();
  for (const box of boxesOf({ boxes })) {
    const nodes = textBoxNodes({ boxes }, box.id as number);
    if (nodes) texts.set(box.id as number, textBoxPlainText(nodes));
  }
  return texts;
}

/** The ids of boxes that were text sections before and whose text changed or which are gone. */
function changedSections(before: unknown, after: unknown): Set<number> {
  const old = sectionTexts(before);
  const next = sectionTexts(after);
  return new Set([...old].filter(([id, text]) => next.get(id) !== text).map(([id]) => id));
}

/** Where `anchor` (quote in `quoteKey`) lies in `text` now: the updated anchor, or null when its text is gone. */
function moved(anchor: Anchor, text: string | undefined, quoteKey: 'quote' | 'deleted'): Anchor | null {
  if (text === undefined) return null;
  const range = locateAnchor(text, { start: anchor.start, end: anchor.end, quote: anchor[quoteKey] ?? '', prefix: anchor.prefix, suffix: anchor.suffix });
  if (!range) return null;
  const { prefix, suffix, quote } = anchorAt(text, range.start, range.end);
  const { detached: _was, ...rest } = anchor;
  return { ...rest, start: range.start, end: range.end, prefix, suffix, ...(quoteKey === 'quote' ? { quote } : {}) };
}

/**
 * Re-anchors the threads of agreement `agreementId` after its boxes went from `before` to
 * `after` (see the module comment), inside the saving transaction. Throws nothing of its own.
 */
export async function reanchorMessages(tx: Db, agreementId: number, before: unknown, after: unknown): Promise<void> {
  const changed = changedSections(before, after);
  if (changed.size === 0) return;
  const texts = sectionTexts(after);
  const rows = await tx
    .select({ id: messages.id, type: messages.type, status: messages.status, commentScope: messages.commentScope, suggestion: messages.suggestion })
    .from(messages)
    .where(and(eq(messages.agreementId, agreementId), isNull(messages.parentId), inArray(messages.type, [MessageType.Comment, MessageType.Suggestion])));
  for (const row of rows) {
    if (row.status === 'deleted') continue;
    if (row.type === MessageType.Comment && row.commentScope) {
      const scope = row.commentScope as Anchor;
      if (scope.box_id === undefined || !changed.has(scope.box_id) || scope.detached) continue;
      // A whole-section comment moves with its section; it detaches only when the section is gone.
      if (scope.start === undefined && texts.has(scope.box_id)) continue;
      const next = (scope.start !== undefined && moved(scope, texts.get(scope.box_id), 'quote')) || { ...scope, detached: true };
      if (JSON.stringify(next) !== JSON.stringify(scope)) await tx.update(messages).set({ commentScope: next }).where(eq(messages.id, row.id));
    } else if (row.type === MessageType.Suggestion && row.suggestion) {
      const change = row.suggestion as Anchor;
      if (change.box_id === undefined || !changed.has(change.box_id) || change.detached) continue;
      const settled = row.status === 'accepted' || row.status === 'rejected';
      const next = settled ? { ...change, detached: true } : (moved(change, texts.get(change.box_id), 'deleted') ?? { ...change, detached: true });
      if (JSON.stringify(next) !== JSON.stringify(change)) await tx.update(messages).set({ suggestion: next }).where(eq(messages.id, row.id));
    }
  }
}
