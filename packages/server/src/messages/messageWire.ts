/**
 * The §3 Message shape on the wire: id, created, parent {id}, type, body, isResolvable, status,
 * config (config.status resolved).
 */
import type { messages } from '../db/schema-messages.js';

/** Message types of §3. */
export const MessageType = { Message: 2, Comment: 3, Suggestion: 4 } as const;

/** A message as the API answers it. */
export interface MessageWire {
  id: number;
  created: string;
  parent: { id: number } | null;
  type: number;
  body: string;
  is_resolvable: boolean;
  status: string | null;
  config: Record<string, unknown>;
  participant_id: number | null;
  position_id: number | null;
}

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
