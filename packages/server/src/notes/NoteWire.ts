/** §3 Contract note on the wire: name, content.nodes, author and times. */
import type { agreementNotes } from '../db/schema-documents.js';

export interface NoteWire {
  id: number;
  agreement_id: number;
  position_id: number | null;
  name: string;
  content: unknown;
  created: string;
  updated_time: string;
}

/** Maps a note row to its wire shape. */
export function noteToWire(row: typeof agreementNotes.$inferSelect): NoteWire {
  return {
    id: row.id,
    agreement_id: row.agreementId,
    position_id: row.positionId,
    name: row.name,
    content: row.content,
    created: row.created.toISOString(),
    updated_time: row.updatedTime.toISOString(),
  };
}
