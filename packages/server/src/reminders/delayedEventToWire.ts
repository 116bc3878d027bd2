/** §3 Internal reminder (delayed event) row on the wire (core delayedEventWireSchema). */
import type { DelayedEventWire } from '@inkflow/core';
import type { delayedEvents } from '../db/schema-documents.js';

/** Maps a delayed event row to its wire shape. */
export function delayedEventToWire(row: typeof delayedEvents.$inferSelect): DelayedEventWire {
  return {
    id: row.id,
    agreement_id: row.agreementId,
    position_id: row.positionId,
    to_positions: row.toPositions,
    date_time: row.dateTime.toISOString(),
    subject: row.subject,
    message: row.message,
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}
