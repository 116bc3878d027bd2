/** DELETE /agreements/{id}/notes/{noteId} (§7). */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreementNotes } from '../db/schema-documents.js';
import type { PositionActor } from '../http/actor.js';
import { loadNoteForChange } from './loadNoteForChange.js';

/** Deletes the note. Errors: 403 (99), 404. */
export async function deleteNote(db: Db, { position }: PositionActor, agreementId: number, noteId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await loadNoteForChange(tx, position, agreementId, noteId);
    await tx.delete(agreementNotes).where(eq(agreementNotes.id, noteId));
  });
}
