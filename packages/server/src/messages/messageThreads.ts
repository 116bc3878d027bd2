/**
 * Reads an agreement's messages as threads for one reader (§3 Message, §2 Collaboration): one
 * statement reads every message of the agreement that is not deleted, with the name of each
 * position author; threads (parent_id null) get their replies (oldest first) and pass through
 * messageForReader, the one visibility and author-masking step. Used by the list, the
 * agreement's last messages and the answers of the message calls.
 */
import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import type { MessageWire } from '@inkflow/core';
import type { Db } from '../db/openDatabase.js';
import { messages } from '../db/schema-messages.js';
import { positions } from '../db/schema.js';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import { isSenderSideParticipant, type MessageReader } from './messageVisibility.js';
import { messageForReader } from './messageForReader.js';
import { messageToWire, replyToWire, type MessageAuthorName } from './messageWire.js';

/** A stored message with its position author's name (null for a guest author). */
export type MessageRow = typeof messages.$inferSelect & { positionName: string | null };

/** Every message of the agreement except deleted ones, oldest first (one statement). */
export async function loadMessageRows(db: Db, agreementId: number): Promise<MessageRow[]> {
  const rows = await db
    .select({ message: messages, positionName: positions.fullname })
    .from(messages)
    .leftJoin(positions, eq(positions.id, messages.positionId))
    .where(and(eq(messages.agreementId, agreementId), or(isNull(messages.status), ne(messages.status, 'deleted'))))
    .orderBy(asc(messages.id));
  return rows.map((r) => ({ ...r.message, positionName: r.positionName }));
}

/** How everyone on the sender's side sees the author of `row` (counterparties: messageForReader masks). */
export function authorOf(row: Pick<MessageRow, 'participantId' | 'positionName'>, loaded: LoadedAgreement): MessageAuthorName {
  if (row.participantId === null) return { name: row.positionName ?? '', side: 'sender' };
  const participant = loaded.participants.find((p) => p.id === row.participantId);
  return { name: participant?.fullname ?? '', side: participant && isSenderSideParticipant(participant) ? 'sender' : 'counterparty' };
}

/** Every thread of `rows` with all its replies, as the sender's side sees them, newest thread first. */
export function threadsOf(rows: readonly MessageRow[], loaded: LoadedAgreement): { row: MessageRow; wire: MessageWire }[] {
  const replies = new Map<number, MessageRow[]>();
  for (const row of rows) if (row.parentId !== null) replies.set(row.parentId, [...(replies.get(row.parentId) ?? []), row]);
  return rows
    .filter((row) => row.parentId === null)
    .reverse()
    .map((row) => ({ row, wire: messageToWire(row, authorOf(row, loaded), (replies.get(row.id) ?? []).map((r) => replyToWire(r, authorOf(r, loaded)))) }));
}

/**
 * The threads of `rows` that `reader` may see, newest first, each with the replies they may see
 * (oldest first); `senderName` is the name counterparties see for hidden sender-side authors.
 */
export function visibleThreads(rows: readonly MessageRow[], loaded: LoadedAgreement, reader: MessageReader, senderName: string): { row: MessageRow; wire: MessageWire }[] {
  return threadsOf(rows, loaded).flatMap(({ row, wire }) => {
    const shown = messageForReader(wire, reader, senderName);
    return shown ? [{ row, wire: shown }] : [];
  });
}

/** The agreement's last messages (§3 Agreement `messages`, §9: the sidebar shows the last 6). */
export const recentThreadCount = 6;

/** The last `recentThreadCount` threads `reader` may see, newest first (one statement). */
export async function recentThreads(db: Db, loaded: LoadedAgreement, reader: MessageReader, senderName = ''): Promise<MessageWire[]> {
  const rows = await loadMessageRows(db, loaded.agreement.id);
  return visibleThreads(rows, loaded, reader, senderName)
    .slice(0, recentThreadCount)
    .map((t) => t.wire);
}
