/** §3 Internal reminder (delayed event) on the wire. */
import type { delayedEvents } from '../db/schema-documents.js';

export interface DelayedEventWire {
  id: number;
  agreement_id: number;
  position_id: number | null;
  to_positions: number[];
  date_time: string;
  subject: string;
  message: string;
  sent_at: string | null;
}

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
