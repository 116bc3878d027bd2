/** The §3 Message row as the API answers it (core messageWireSchema). */
import { MessageType, type MessageWire } from '@inkflow/core';
import type { messages } from '../db/schema-messages.js';

export { MessageType };

/** Maps a stored message to its wire shape. */
export function messageToWire(row: typeof messages.$inferSelect): MessageWire {
  return {
    id: row.id,
    created: row.created.toISOString(),
    parent: row.parentId === null ? null : { id: row.parentId },
    type: row.type,
    body: row.body,
    is_resolvable: row.type !== MessageType.Message,
    status: row.status,
    config: row.config,
    participant_id: row.participantId,
    position_id: row.positionId,
  };
}
