/**
 * PUT /agreements/{id}/messages/{mid} (§3 comment and suggestion lifecycle): resolve
 * (`config: { status: 'resolved' }`), reopen (`config: { status: null }`), or accept / reject /
 * delete (`status`). A comment or suggestion that is resolved, accepted, rejected or deleted is
 * no longer active; who may do what is in messageRules.ts.
 *
 * Accepting a suggestion applies its change: the change is found again in the section's current
 * text (core locateAnchor), replaced there (core replaceTextRange) and saved as a new agreement
 * version (saveAgreementVersion, the accepter's name as editor) with a `suggestion_accepted`
 * audit event, all in the transaction that marks it accepted. Once anyone has signed, nothing
 * is accepted any more: what a signer signed never changes. Only the message named changes.
 */
import { and, eq } from 'drizzle-orm';
import { ApiErrorCode, locateAnchor, replaceTextRange, textBoxPlainText, type MessageWire, type updateMessageSchema } from '@inkflow/core';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { messages } from '../db/schema-messages.js';
import { positions } from '../db/schema.js';
import type { Actor } from '../http/actor.js';
import { badRequest, notFound, stateConflict } from '../http/ApiHttpError.js';
import { loadAgreement, type LoadedAgreement } from '../agreements/loadAgreement.js';
import { recordEvent } from '../agreements/recordEvent.js';
import { requireNotConcluded } from '../agreements/requireNotConcluded.js';
import { saveAgreementVersion } from '../agreements/saveAgreementVersion.js';
import { boxesOf, textBoxNodes } from './checkMessageInput.js';
import { callerAuthorName, messageCaller, type MessageCaller } from './messageAuthor.js';
import { requireMaySettle } from './messageRules.js';
import { authorOf } from './messageThreads.js';
import { MessageType, messageToWire } from './messageWire.js';

/** What an update did: the message as the sender's side sees it, and the new version when a suggestion was accepted. */
export interface MessageUpdate {
  message: MessageWire;
  saved: { checksum: string; byName: string | null } | null;
}

/**
 * Changes the message (input parsed by core updateMessageSchema). Errors: 400 BAD_REQUEST
 * (accept/reject on a non-suggestion or a reply; resolving a chat message or a reply; accepting
 * or rejecting a suggestion that is no longer active), 401, 403/99 (no access; resolving
 * another's comment; deleting another's message; accepting or rejecting without being the
 * sender side with agreement:update), 403/4999 (concluded agreement), 404 (no such message, or
 * deleted), 409/4999 "Document is locked" (accepting once anyone has signed), 409/4002 (the
 * suggested text is no longer in the section).
 */
export async function updateMessage(db: Db, actor: Actor, agreementId: number, messageId: number, input: z.output<typeof updateMessageSchema>): Promise<MessageUpdate> {
  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId, { lock: input.status === 'accepted' });
    const caller = await messageCaller(tx, actor, loaded);
    requireNotConcluded(loaded.agreement);
    const [current] = await tx.select().from(messages).where(and(eq(messages.id, messageId), eq(messages.agreementId, agreementId))).for('update');
    if (!current || current.status === 'deleted') throw notFound('Message not found');
    if (current.type === MessageType.Message && input.config) throw badRequest('config: A chat message cannot be resolved');
    if (current.parentId !== null && input.config) throw badRequest('config: Resolve the thread, not a reply');
    const settling = input.status === 'accepted' || input.status === 'rejected';
    if (settling && (current.type !== MessageType.Suggestion || current.parentId !== null)) throw badRequest('status: Only suggestions can be accepted or rejected');
    await requireMaySettle(tx, caller, loaded, current, {
      status: input.status,
      resolve: input.config?.status === 'resolved',
      reopen: input.config !== undefined && input.config.status === null,
    });
    if (settling && current.status !== null) throw badRequest(`status: This suggestion is already ${current.status}`);
    let saved: MessageUpdate['saved'] = null;
    if (input.status === 'accepted') saved = await applySuggestion(tx, loaded, caller, current, actor);
    const config = { ...current.config };
    if (input.config) {
      if (input.config.status === null) delete config.status;
      else config.status = input.config.status;
    }
    const [row] = await tx
      .update(messages)
      .set({ ...(input.status ? { status: input.status } : {}), config, updated: new Date() })
      .where(eq(messages.id, messageId))
      .returning();
    const author = current.positionId !== null && caller.kind === 'position' && caller.position.positionId === current.positionId ? callerAuthorName(caller) : null;
    const name = author ?? (await authorName(tx, loaded, row!));
    return { message: messageToWire(row!, name), saved };
  });
}

/** The author of `row` as the sender's side sees them (one statement for a position author). */
async function authorName(tx: Db, loaded: LoadedAgreement, row: typeof messages.$inferSelect) {
  if (row.positionId === null) return authorOf({ participantId: row.participantId, positionName: null }, loaded);
  const [position] = await tx.select({ fullname: positions.fullname }).from(positions).where(eq(positions.id, row.positionId));
  return authorOf({ participantId: null, positionName: position?.fullname ?? null }, loaded);
}

/** Applies an active suggestion's change as a new version (see the module comment); returns the new checksum and editor. */
async function applySuggestion(tx: Db, loaded: LoadedAgreement, caller: MessageCaller, row: typeof messages.$inferSelect, actor: Actor): Promise<{ checksum: string; byName: string | null }> {
  if (loaded.participants.some((p) => p.signedAt !== null)) throw stateConflict(ApiErrorCode.DocumentLocked, 'Document is locked');
  const change = (row.suggestion ?? {}) as { box_id?: number; start?: number; end?: number; deleted?: string; inserted?: string; prefix?: string; suffix?: string };
  const gone = () => stateConflict(ApiErrorCode.StaleChecksum, 'The suggested text is no longer in the section');
  const nodes = change.box_id === undefined ? undefined : textBoxNodes(loaded.agreement, change.box_id);
  if (!nodes) throw gone();
  const range = locateAnchor(textBoxPlainText(nodes), { start: change.start, end: change.end, quote: change.deleted ?? '', prefix: change.prefix, suffix: change.suffix });
  const replaced = range && replaceTextRange(nodes, range.start, range.end, change.inserted ?? '');
  if (!replaced) throw gone();
  const boxes = boxesOf(loaded.agreement).map((b) => (b.id === change.box_id ? { ...b, content: { ...(b.content as object), nodes: replaced } } : b));
  const byName = callerAuthorName(caller).name;
  const { loaded: next, documentHash } = await saveAgreementVersion(tx, loaded.agreement, loaded.agreement.checksum, { boxes }, byName);
  await recordEvent(tx, {
    agreementId: loaded.agreement.id,
    type: 'suggestion_accepted',
    actor: { ...actor.origin, ...caller.author },
    documentHash,
    payload: { message_id: row.id, box_id: change.box_id, deleted: change.deleted ?? '', inserted: change.inserted ?? '' },
  });
  return { checksum: next.agreement.checksum, byName };
}
