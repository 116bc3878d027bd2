/**
 * GET /agreements/{id}/messages/ and POST /agreements/{id}/messages/read (§7, §2 Collaboration
 * sidebar): the threads the caller may see with their visible replies, and how far the caller
 * has read.
 *
 * - Threads newest first, paged by `limit` (default 20, §9) and `offset`; `type` filters by
 *   message type; `status` active (chat messages, and comments and suggestions neither resolved
 *   nor accepted/rejected), resolved (config.status resolved, accepted or rejected) or all
 *   (default). Deleted messages are never listed. `count` is the number of matching threads.
 * - `unread` counts the messages the caller may see (threads and replies, not their own) newer
 *   than their read mark: `chat` type 2, `comments` types 3 and 4.
 *
 * Three statements besides the access check: the messages (with position authors' names), the
 * sender's company name (for counterparties only: hidden authors appear under it), the read mark.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MessageType, type MessageListWire, type MessageReplyWire, type listMessagesQuerySchema } from '@inkflow/core';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { messageReads, messages } from '../db/schema-messages.js';
import { accounts } from '../db/schema.js';
import type { Actor } from '../http/actor.js';
import { badRequest } from '../http/ApiHttpError.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { messageCaller } from './messageAuthor.js';
import { readerOf, type MessageReader } from './messageVisibility.js';
import { loadMessageRows, visibleThreads, type MessageRow } from './messageThreads.js';

/** The §9 page size. */
export const defaultMessagePage = 20;

/** The name counterparties see for authors hidden from them: the sender's company (one statement). */
export async function senderCompanyName(db: Db, accountId: number): Promise<string> {
  const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return account?.name ?? '';
}

/** Whether a thread row passes the `status` filter. */
function matchesStatus(row: MessageRow, status: 'active' | 'resolved' | 'all'): boolean {
  if (status === 'all') return true;
  const done = row.config.status === 'resolved' || row.status === 'accepted' || row.status === 'rejected';
  if (status === 'resolved') return row.type !== MessageType.Message && done;
  return row.type === MessageType.Message || (!done && row.status === null);
}

/** The read-mark key of a reader: their position, or their participant. */
const readerKey = (reader: MessageReader) =>
  reader.side === 'sender' && reader.positionId !== null ? { positionId: reader.positionId, participantId: null } : { positionId: null, participantId: reader.participantId! };

/**
 * Lists the threads (see the module comment). Errors: 401, 403/99 (a guest of another
 * agreement, a disabled participant, a position without agreement:view), 404.
 */
export async function listMessages(db: Db, actor: Actor, agreementId: number, query: z.output<typeof listMessagesQuerySchema>): Promise<MessageListWire> {
  const loaded = await loadAgreement(db, agreementId);
  const reader = readerOf(await messageCaller(db, actor, loaded));
  const rows = await loadMessageRows(db, agreementId);
  const senderName = reader.side === 'counterparty' ? await senderCompanyName(db, loaded.accountId) : '';
  const key = readerKey(reader);
  const [mark] = await db
    .select({ last: messageReads.lastReadMessageId })
    .from(messageReads)
    .where(
      and(
        eq(messageReads.agreementId, agreementId),
        key.positionId === null ? isNull(messageReads.positionId) : eq(messageReads.positionId, key.positionId),
        key.participantId === null ? isNull(messageReads.participantId) : eq(messageReads.participantId, key.participantId),
      ),
    );
  const threads = visibleThreads(rows, loaded, reader, senderName);

  const lastRead = mark?.last ?? 0;
  const own = (m: MessageReplyWire) => (key.positionId !== null ? m.position_id === key.positionId : m.participant_id === key.participantId);
  const unread = { chat: 0, comments: 0 };
  for (const { wire } of threads) {
    for (const m of [wire, ...wire.replies]) {
      if (m.id <= lastRead || own(m)) continue;
      if (m.type === MessageType.Message) unread.chat++;
      else unread.comments++;
    }
  }

  const types = query.type === undefined ? undefined : new Set((Array.isArray(query.type) ? query.type : [query.type]).map(Number));
  const status = query.status ?? 'all';
  const matching = threads.filter(({ row }) => (!types || types.has(row.type)) && matchesStatus(row, status));
  const offset = query.offset ?? 0;
  const limit = query.limit ?? defaultMessagePage;
  return { collection: matching.slice(offset, offset + limit).map((t) => t.wire), count: matching.length, unread };
}

/**
 * Marks every message up to `messageId` read by the caller (a position, or a guest participant);
 * a mark never moves back. Errors: 400 BAD_REQUEST (no such message on the agreement), 401,
 * 403/99, 404.
 */
export async function markMessagesRead(db: Db, actor: Actor, agreementId: number, messageId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId);
    const key = readerKey(readerOf(await messageCaller(tx, actor, loaded)));
    const [message] = await tx.select({ id: messages.id }).from(messages).where(and(eq(messages.id, messageId), eq(messages.agreementId, agreementId)));
    if (!message) throw badRequest('message_id: Message not found');
    // One statement, safe against a concurrent mark: the unique key treats the absent id as equal.
    await tx
      .insert(messageReads)
      .values({ agreementId, ...key, lastReadMessageId: messageId })
      .onConflictDoUpdate({
        target: [messageReads.agreementId, messageReads.positionId, messageReads.participantId],
        set: { lastReadMessageId: sql`greatest(${messageReads.lastReadMessageId}, excluded.last_read_message_id)` },
      });
  });
}
