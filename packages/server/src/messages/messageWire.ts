/** The §3 Message row as the API answers it (core messageWireSchema). */
import { MessageType, type MessageReplyWire, type MessageWire } from '@inkflow/core';
import type { messages } from '../db/schema-messages.js';

export { MessageType };

/** How the reader sees the author (core messageAuthorWireSchema). */
export interface MessageAuthorName {
  name: string;
  side: 'sender' | 'counterparty';
}

/** Maps a stored reply (no replies of its own) to its wire shape. */
export function replyToWire(row: typeof messages.$inferSelect, author: MessageAuthorName): MessageReplyWire {
  return {
    id: row.id,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
    parent: row.parentId === null ? null : { id: row.parentId },
    type: row.type,
    subject: row.subject,
    body: row.body,
    is_resolvable: row.type !== MessageType.Message,
    status: row.status,
    config: row.config,
    participant_id: row.participantId,
    position_id: row.positionId,
    author,
    private: row.private,
    to_participant_ids: row.toParticipantIds,
    mentioned_participant_ids: row.mentionedParticipantIds,
    comment_scope: row.commentScope ?? null,
    suggestion: row.suggestion ?? null,
  };
}

/** Maps a stored message and its (visible) replies to the wire shape. */
export function messageToWire(row: typeof messages.$inferSelect, author: MessageAuthorName, replies: MessageReplyWire[] = []): MessageWire {
  return { ...replyToWire(row, author), replies };
}
