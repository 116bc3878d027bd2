/**
 * POST /agreements/{id}/messages/ (§7): a chat message (type 2), comment (3)
 * or suggestion (4) with a body and an optional parent_id, by a guest or a position that may view
 * the agreement; who may post a suggestion is in messageRules.ts. Active suggestions keep the
 * agreement from being signed (4204). A concluded agreement takes no messages (403/4999).
 */
import { and, eq } from 'drizzle-orm';
import type { MessageWire, postMessageSchema } from '@inkflow/core';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { messages } from '../db/schema-messages.js';
import type { Actor } from '../http/actor.js';
import { badRequest } from '../http/ApiHttpError.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { requireNotConcluded } from '../agreements/requireNotConcluded.js';
import { messageCaller } from './messageAuthor.js';
import { requireMayPost } from './messageRules.js';
import { messageToWire } from './messageWire.js';

/**
 * Stores the message (input parsed by core postMessageSchema); returns it (201). Errors: 400
 * BAD_REQUEST (unknown parent),
 * 403/99 (no access; a suggestion from a viewer, organizer or internal approver), 403/4999
 * (concluded agreement), 404.
 */
export async function postMessage(db: Db, actor: Actor, agreementId: number, input: z.output<typeof postMessageSchema>): Promise<MessageWire> {
  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId);
    const caller = await messageCaller(tx, actor, loaded);
    requireNotConcluded(loaded.agreement);
    requireMayPost(caller, input.type);
    if (input.parent_id) {
      const [parent] = await tx.select({ id: messages.id }).from(messages).where(and(eq(messages.id, input.parent_id), eq(messages.agreementId, agreementId)));
      if (!parent) throw badRequest('parent_id: Message not found');
    }
    const [row] = await tx
      .insert(messages)
      .values({ agreementId, type: input.type, body: input.body, parentId: input.parent_id ?? null, ...caller.author })
      .returning();
    return messageToWire(row!);
  });
}
