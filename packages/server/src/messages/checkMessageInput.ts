/**
 * The content rules of a new message (§3 Message, §2 Collaboration), checked before anything is
 * stored; each failure is 400 BAD_REQUEST with a message naming the field:
 *
 * - Audience: `to_participant_ids` and `mentioned_participant_ids` name enabled participants of
 *   the agreement; a counterparty may not address or mention participants hidden from them
 *   (organizers, internal approvers); `private` (the sender's colleagues only) comes only from
 *   the sender's side.
 * - A new comment thread is anchored (`comment_scope`) to a box of the agreement; a range only
 *   on a text section, inside its plain text (core textBoxPlainText), its `quote` (when sent)
 *   equal to the text there. The stored anchor carries quote, prefix and suffix (core anchorAt)
 *   so it is found again after edits.
 * - A suggestion's change lies in a text section: `deleted` is the text at [start, end) and the
 *   range stays inside one paragraph (core replaceTextRange can apply it).
 * - Replies carry neither an anchor nor a change: they answer their thread.
 */
import { BoxType, anchorAt, replaceTextRange, textBoxPlainText, type CommentScope, type SuggestionChange } from '@inkflow/core';
import type { AgreementRow, ParticipantRow } from '../agreements/agreementContent.js';
import { badRequest } from '../http/ApiHttpError.js';
import { isSenderSideParticipant, type MessageReader } from './messageVisibility.js';

type Json = Record<string, unknown>;

/** A text section's nodes by box id, or undefined when `boxId` is no text section of the agreement. */
export function textBoxNodes(agreement: Pick<AgreementRow, 'boxes'>, boxId: number): unknown[] | undefined {
  const box = boxesOf(agreement).find((b) => b.id === boxId);
  if (!box || box.type !== BoxType.Text) return undefined;
  const nodes = (box.content as Json | undefined)?.nodes;
  return Array.isArray(nodes) ? nodes : [];
}

/** The agreement's boxes as stored. */
export const boxesOf = (agreement: Pick<AgreementRow, 'boxes'>): Json[] => (Array.isArray(agreement.boxes) ? (agreement.boxes as Json[]) : []);

/**
 * Checks the ids of `field` (to_participant_ids or mentioned_participant_ids) against the
 * participants `reader` may address. Throws 400.
 */
export function requireAddressable(ids: readonly number[] | undefined, participants: readonly ParticipantRow[], reader: MessageReader, field: string): number[] {
  const unique = [...new Set(ids ?? [])];
  for (const id of unique) {
    const participant = participants.find((p) => p.id === id && p.enabled);
    if (!participant) throw badRequest(`${field}: ${id} is not a participant of this contract`);
    if (reader.side === 'counterparty' && isSenderSideParticipant(participant)) throw badRequest(`${field}: ${id} is not a participant of this contract`);
  }
  return unique;
}

/** Throws 400 when a counterparty sends `private` (only the sender's side writes to its colleagues). */
export function requirePrivateAllowed(isPrivate: boolean | undefined, reader: MessageReader): boolean {
  if (isPrivate && reader.side === 'counterparty') throw badRequest('private: Only the sender’s side can post private messages');
  return isPrivate ?? false;
}

/** Checks a new comment thread's anchor and returns it as stored (quote and context filled in). Throws 400. */
export function checkCommentScope(agreement: Pick<AgreementRow, 'boxes'>, scope: CommentScope | null | undefined): CommentScope {
  if (!scope) throw badRequest('comment_scope: A comment needs the section it is about');
  const box = boxesOf(agreement).find((b) => b.id === scope.box_id);
  if (!box) throw badRequest('comment_scope: The section is not part of this contract');
  if (scope.start === undefined || scope.end === undefined) return { box_id: scope.box_id };
  const nodes = textBoxNodes(agreement, scope.box_id);
  if (!nodes) throw badRequest('comment_scope: Only text sections take a text range');
  const text = textBoxPlainText(nodes);
  if (scope.end > text.length) throw badRequest('comment_scope: The range lies outside the section’s text');
  const anchor = anchorAt(text, scope.start, scope.end);
  if (scope.quote !== undefined && scope.quote !== anchor.quote) throw badRequest('comment_scope: The quote is not the text of the range');
  return { box_id: scope.box_id, ...anchor };
}

/** Checks a suggestion's change against the section's current text; returns it as stored (with context). Throws 400. */
export function checkSuggestion(agreement: Pick<AgreementRow, 'boxes'>, change: SuggestionChange): SuggestionChange {
  const nodes = textBoxNodes(agreement, change.box_id);
  if (!nodes) throw badRequest('suggestion: Changes can be suggested only in text sections of this contract');
  const text = textBoxPlainText(nodes);
  if (change.end > text.length || text.slice(change.start, change.end) !== change.deleted) {
    throw badRequest('suggestion: The text to replace is not the text of the section at that place');
  }
  if (replaceTextRange(nodes, change.start, change.end, change.inserted) === null) throw badRequest('suggestion: A change must stay inside one paragraph');
  const { prefix, suffix } = anchorAt(text, change.start, change.end);
  return { box_id: change.box_id, start: change.start, end: change.end, deleted: change.deleted, inserted: change.inserted, prefix, suffix };
}
