/**
 * The check shared by editing and deleting a note: the note belongs to the agreement in the path,
 * and the caller wrote it (with agreement:note:create) or holds agreement:note:manage.
 */
import { and, eq } from 'drizzle-orm';
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { agreementNotes } from '../db/schema-documents.js';
import { accessDenied, notFound } from '../http/ApiHttpError.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { loadAgreementTarget } from '../permissions/loadAgreementTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';

/** Returns the note row or throws 404 / 403 (99). */
export async function loadNoteForChange(tx: Db, position: SessionPosition, agreementId: number, noteId: number): Promise<typeof agreementNotes.$inferSelect> {
  const loaded = await loadAgreementTarget(tx, agreementId);
  const granted = await requirePermission(tx, position, agreementTarget(loaded), { any: [Permission.NoteCreate, Permission.NoteManage] });
  const [note] = await tx
    .select()
    .from(agreementNotes)
    .where(and(eq(agreementNotes.id, noteId), eq(agreementNotes.agreementId, agreementId)))
    .limit(1)
    .for('update');
  if (!note) throw notFound('Note not found');
  if (note.positionId !== position.positionId && !granted.has(Permission.NoteManage)) throw accessDenied();
  return note;
}
