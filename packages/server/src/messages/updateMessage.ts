/**
 * PUT /agreements/{id}/messages/{mid} (§3 comment and suggestion lifecycle): resolve
 * (`config: { status: 'resolved' }`), or accept / reject / delete (`status`). A comment or
 * suggestion that is resolved, accepted, rejected or deleted is no longer active.
 */
import { and, eq } from 'drizzle-orm';
import type { MessageWire, updateMessageSchema } from '@inkflow/core';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { messages } from '../db/schema-messages.js';
import type { Actor } from '../http/actor.js';
import { badRequest, notFound } from '../http/ApiHttpError.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { requireNotConcluded } from '../agreements/requireNotConcluded.js';
import { messageCaller } from './messageAuthor.js';
import { requireMaySettle } from './messageRules.js';
import { MessageType, messageToWire } from './messageWire.js';

/**
 * Changes the message (input parsed by core updateMessageSchema); returns it. Errors: 400
 * BAD_REQUEST (accept/reject on a
 * non-suggestion; a guest deleting another's message), 401, 403/99 (no access; resolving
 * another's comment; accepting or rejecting without being the sender side, see messageRules.ts),
 * 403/4999 (concluded agreement), 404.
 */
export async function updateMessage(db: Db, actor: Actor, agreementId: number, messageId: number, input: z.output<typeof updateMessageSchema>): Promise<MessageWire> {
  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId);
    const caller = await messageCaller(tx, actor, loaded);
    requireNotConcluded(loaded.agreement);
    const { author } = caller;
    const [current] = await tx.select().from(messages).where(and(eq(messages.id, messageId), eq(messages.agreementId, agreementId))).for('update');
    if (!current) throw notFound('Message not found');
    if (current.type === MessageType.Message && input.config) throw badRequest('config: A chat message cannot be resolved');
    if ((input.status === 'accepted' || input.status === 'rejected') && current.type !== MessageType.Suggestion) {
      throw badRequest('status: Only suggestions can be accepted or rejected');
    }
    // A guest may only change their own messages; positions with access change any.
    if (author.participantId !== null && current.participantId !== author.participantId && input.status === 'deleted') {
      throw badRequest('status: You can delete only your own messages');
    }
    await requireMaySettle(tx, caller, loaded, current, { status: input.status, resolve: input.config !== undefined });
    const [row] = await tx
      .update(messages)
      .set({ ...(input.status ? { status: input.status } : {}), ...(input.config ? { config: { ...current.config, status: input.config.status } } : {}) })
      .where(eq(messages.id, messageId))
      .returning();
    return messageToWire(row!);
  });
}
