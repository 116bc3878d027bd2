/**
 * POST /agreements/{id}/messages/ (§7, §3 Message): a chat message (type 2), comment (3) or
 * suggestion (4) by a guest or a position that may view the agreement.
 *
 * - Templates take no messages (§2: "You can post messages only in documents"); a concluded
 *   agreement none either (403/4999).
 * - A reply (`parent_id`) answers a thread and takes its type; a reply to a reply answers that
 *   reply's thread. It reaches at least the thread's audience: a reply in a private thread is
 *   private, one in a thread to chosen participants goes to them and the thread's author.
 * - Audience, anchors and changes follow checkMessageInput.ts; who may suggest, messageRules.ts.
 *   A suggestion blocks every signature, so it is never private or to chosen participants.
 * - Mentioned participants are emailed a link to the message (mentionParticipants.ts); a comment
 *   also emails the owner and the colleagues taking part who chose so (notifications/queueCommentNotifications.ts).
 *
 * Active suggestions keep the agreement from being signed (4204).
 */
import { AgreementState, MessageType, type MessageWire, type postMessageSchema } from '@inkflow/core';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { messages } from '../db/schema-messages.js';
import type { OutgoingEmail } from '../email/Mailer.js';
import type { Actor } from '../http/actor.js';
import { badRequest } from '../http/ApiHttpError.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { requireNotConcluded } from '../agreements/requireNotConcluded.js';
import { checkCommentScope, checkSuggestion, requireAddressable, requirePrivateAllowed } from './checkMessageInput.js';
import { callerAuthorName, messageCaller } from './messageAuthor.js';
import { requireMayPost } from './messageRules.js';
import { isSenderSideParticipant, mayReadMessage, readerOf } from './messageVisibility.js';
import { messageToWire } from './messageWire.js';
import { queueMentionEmails } from './mentionParticipants.js';
import { queueCommentNotifications } from '../notifications/queueCommentNotifications.js';

/**
 * Stores the message (input parsed by core postMessageSchema) and queues the mention emails;
 * returns the message as the sender's side sees it (201) and the emails to deliver after commit.
 * Errors: 400 BAD_REQUEST (a template; unknown or unreadable parent; an anchor or change on a
 * reply; a missing or wrong comment_scope; a suggestion not matching the text; participants that
 * cannot be addressed; `private` from a counterparty; a private or addressed suggestion), 401, 403/99 (no access; a suggestion from
 * a viewer, organizer or internal approver), 403/4999 (concluded agreement), 404.
 */
export async function postMessage(
  db: Db,
  actor: Actor,
  agreementId: number,
  input: z.output<typeof postMessageSchema>,
  origin: string,
): Promise<{ message: MessageWire; emails: OutgoingEmail[] }> {
  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId);
    const caller = await messageCaller(tx, actor, loaded);
    const reader = readerOf(caller);
    if (loaded.agreement.state === AgreementState.Template) throw badRequest('You can post messages only in documents');
    requireNotConcluded(loaded.agreement);
    let isPrivate = requirePrivateAllowed(input.private, reader);
    let toParticipantIds = requireAddressable(input.to_participant_ids, loaded.participants, reader, 'to_participant_ids');
    const mentionedParticipantIds = requireAddressable(input.mentioned_participant_ids, loaded.participants, reader, 'mentioned_participant_ids');

    let type: number = input.type;
    let parentId: number | null = null;
    let commentScope: Record<string, unknown> | null = null;
    let suggestion: Record<string, unknown> | null = null;
    if (input.parent_id) {
      if (input.comment_scope || input.suggestion) throw badRequest('parent_id: A reply carries no anchor or change; it answers its thread');
      const thread = await threadOf(tx, agreementId, input.parent_id);
      if (!thread || !mayReadMessage(reader, { private: thread.private, toParticipantIds: thread.toParticipantIds, participantId: thread.participantId })) {
        throw badRequest('parent_id: Message not found');
      }
      type = thread.type;
      parentId = thread.id;
      // The reply reaches at least whoever reads the thread.
      isPrivate ||= thread.private;
      if (thread.toParticipantIds.length > 0) {
        const audience = [...thread.toParticipantIds, ...toParticipantIds, ...(thread.participantId !== null ? [thread.participantId] : [])];
        toParticipantIds = [...new Set(audience)];
      }
    } else {
      requireMayPost(caller, type);
      if (type === MessageType.Comment) commentScope = checkCommentScope(loaded.agreement, input.comment_scope);
      else if (input.comment_scope) throw badRequest('comment_scope: Only comments are anchored to a section');
      if (type === MessageType.Suggestion) {
        // It blocks every signature (4204), so every signer must be able to see it.
        if (isPrivate || toParticipantIds.length > 0) throw badRequest('suggestion: A suggestion blocks every signature, so it is for everyone: not private, not to chosen participants');
        suggestion = checkSuggestion(loaded.agreement, input.suggestion!);
      }
    }
    const [row] = await tx
      .insert(messages)
      .values({
        agreementId,
        type,
        body: input.body,
        subject: input.subject ?? null,
        parentId,
        private: isPrivate,
        toParticipantIds,
        mentionedParticipantIds,
        commentScope,
        suggestion,
        ...caller.author,
      })
      .returning();
    const author = callerAuthorName(caller);
    const hiddenFromCounterparties = caller.kind === 'guest' && isSenderSideParticipant(caller.participant);
    const mentions = await queueMentionEmails(tx, loaded, row!, { ...caller.author, name: author.name, hiddenFromCounterparties }, origin);
    const alreadyEmailed = new Set(mentions.map((email) => email.to.toLowerCase()));
    const comments = await queueCommentNotifications(tx, loaded, row!, { ...caller.author, name: author.name }, origin, alreadyEmailed);
    return { message: messageToWire(row!, author), emails: [...mentions, ...comments] };
  });
}

/** The thread `id` answers (itself for a thread, its parent for a reply), unless deleted or of another agreement. */
async function threadOf(tx: Db, agreementId: number, id: number): Promise<typeof messages.$inferSelect | undefined> {
  const find = async (messageId: number) =>
    (await tx.select().from(messages).where(and(eq(messages.id, messageId), eq(messages.agreementId, agreementId))))[0];
  const message = await find(id);
  const thread = message && message.parentId !== null ? await find(message.parentId) : message;
  return thread && thread.status !== 'deleted' ? thread : undefined;
}
