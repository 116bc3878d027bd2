/**
 * POST /agreements/{id}/messages/ (§7, issue #5 minimal): a chat message (type 2), comment (3)
 * or suggestion (4) with a body and an optional parent_id, by a guest or a position that may view
 * the agreement; who may post a suggestion is in messageRules.ts. Active suggestions keep the
 * agreement from being signed (4204). A concluded agreement takes no messages (403/4999).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { idNumberSchema } from '@inkflow/core';
import { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { messages } from '../db/schema-messages.js';
import { badRequest, parseOrThrow } from '../http/ApiHttpError.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { requireNotConcluded } from '../agreements/requireNotConcluded.js';
import { messageCaller } from './messageAuthor.js';
import { requireMayPost } from './messageRules.js';
import { messageToWire, type MessageWire } from './messageWire.js';

const postMessageSchema = z.object({
  type: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  body: z.string().trim().min(1).max(10_000),
  parent_id: idNumberSchema('parent_id').nullish(),
});

/**
 * Stores the message; returns it (201). Errors: 400 BAD_REQUEST (bad body, unknown parent), 401,
 * 403/99 (no access; a suggestion from a viewer, organizer or internal approver), 403/4999
 * (concluded agreement), 404.
 */
export async function postMessage(db: Db, request: FastifyRequest, agreementId: number, body: unknown): Promise<MessageWire> {
  const input = parseOrThrow(postMessageSchema, body);
  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId);
    const caller = await messageCaller(tx, request, loaded);
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
