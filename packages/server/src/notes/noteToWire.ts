/** §3 Contract note on the wire (core noteWireSchema): name, content.nodes, author and times. */
import type { NoteWire } from '@inkflow/core';
import type { agreementNotes } from '../db/schema-documents.js';

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
