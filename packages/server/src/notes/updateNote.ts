/** PUT /agreements/{id}/notes/{noteId} (§7): edits name and/or content; bumps updated_time. */
import type { NoteWire, updateNoteSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreementNotes } from '../db/schema-documents.js';
import type { z } from 'zod';
import type { PositionActor } from '../http/actor.js';
import { loadNoteForChange } from './loadNoteForChange.js';
import { noteToWire } from './noteToWire.js';

/** Saves the note (`input` parsed by the route's updateNoteSchema). Errors: 403 (99), 404. */
export async function updateNote(db: Db, { position }: PositionActor, agreementId: number, noteId: number, input: z.output<typeof updateNoteSchema>): Promise<NoteWire> {
  return db.transaction(async (tx) => {
    await loadNoteForChange(tx, position, agreementId, noteId);
    const patch: Partial<typeof agreementNotes.$inferInsert> = { updatedTime: new Date() };
    if (input.name !== undefined) patch.name = input.name;
    if (input.content !== undefined) patch.content = input.content;
    const [row] = await tx.update(agreementNotes).set(patch).where(eq(agreementNotes.id, noteId)).returning();
    return noteToWire(row!);
  });
}
