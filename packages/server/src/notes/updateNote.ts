/** PUT /agreements/{id}/notes/{noteId} (§7): edits name and/or content; bumps updated_time. */
import { updateNoteSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { agreementNotes } from '../db/schema-documents.js';
import { parseOrThrow } from '../http/ApiHttpError.js';
import { loadNoteForChange } from './loadNoteForChange.js';
import { noteToWire, type NoteWire } from './NoteWire.js';

/** Saves the note. Errors: 400, 403 (99), 404. */
export async function updateNote(db: Db, position: SessionPosition, agreementId: number, noteId: number, body: unknown): Promise<NoteWire> {
  const input = parseOrThrow(updateNoteSchema, body);
  return db.transaction(async (tx) => {
    await loadNoteForChange(tx, position, agreementId, noteId);
    const patch: Partial<typeof agreementNotes.$inferInsert> = { updatedTime: new Date() };
    if (input.name !== undefined) patch.name = input.name;
    if (input.content !== undefined) patch.content = input.content;
    const [row] = await tx.update(agreementNotes).set(patch).where(eq(agreementNotes.id, noteId)).returning();
    return noteToWire(row!);
  });
}
