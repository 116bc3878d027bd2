/**
 * Who reads which message (§3 role values, §2 Collaboration): the sender's side — positions of
 * the account and participants hidden from the counterparties (organizers, internal approvers,
 * both participant type 2) — reads everything. A counterparty reads a message unless it is
 * private (the sender's colleagues only) or written to chosen participants they are not among;
 * their own messages always. Lists, the agreement's last messages and the push channel all ask
 * `mayReadMessage`, so one rule decides everywhere.
 */
import { ParticipantRole } from '@inkflow/core';
import type { ParticipantRow } from '../agreements/agreementContent.js';
import type { MessageCaller } from './messageAuthor.js';

/** The reader of messages: the sender's side, or a counterparty participant. */
export type MessageReader = { side: 'sender'; positionId: number | null; participantId: number | null } | { side: 'counterparty'; participantId: number };

/** True for a participant on the sender's side (organizer or internal approver: type 2). */
export const isSenderSideParticipant = (participant: Pick<ParticipantRow, 'type'>): boolean => participant.type === ParticipantRole.Organizer;

/** The reader a message caller is. */
export function readerOf(caller: MessageCaller): MessageReader {
  if (caller.kind === 'position') return { side: 'sender', positionId: caller.position.positionId, participantId: null };
  if (isSenderSideParticipant(caller.participant)) return { side: 'sender', positionId: null, participantId: caller.participant.id };
  return { side: 'counterparty', participantId: caller.participant.id };
}

/** What the rule reads of a stored message. */
export interface VisibleMessage {
  private: boolean;
  toParticipantIds: number[];
  participantId: number | null;
}

/** Whether `reader` may see `message` (see the module comment). */
export function mayReadMessage(reader: MessageReader, message: VisibleMessage): boolean {
  if (reader.side === 'sender') return true;
  if (message.participantId === reader.participantId) return true;
  if (message.private) return false;
  return message.toParticipantIds.length === 0 || message.toParticipantIds.includes(reader.participantId);
}
