/**
 * A message as one reader may see it (messageVisibility.ts): null when they may not see it,
 * else the message with the replies they may see, and — for a counterparty — the authors on the
 * sender's side who are hidden from them (organizers, internal approvers) shown under the
 * sender's company name. Used by the list, the agreement's last messages and the push channel.
 */
import type { MessageReplyWire, MessageWire } from '@inkflow/core';
import { mayReadMessage, type MessageReader } from './messageVisibility.js';

const visible = (m: MessageReplyWire) => ({ private: m.private, toParticipantIds: m.to_participant_ids, participantId: m.participant_id });

/** See the module comment; `senderName` is the name counterparties see for hidden sender-side authors. */
export function messageForReader(message: MessageWire, reader: MessageReader, senderName: string): MessageWire | null {
  if (!mayReadMessage(reader, visible(message))) return null;
  const mask = <M extends MessageReplyWire>(m: M): M =>
    reader.side === 'counterparty' && m.author.side === 'sender' && m.participant_id !== null ? { ...m, author: { name: senderName, side: 'sender' } } : m;
  return mask({ ...message, replies: message.replies.filter((r) => mayReadMessage(reader, visible(r))).map(mask) });
}
