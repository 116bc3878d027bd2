/** POST /agreements/{id}/notes/ (§7, §3 Contract note): needs agreement:note:create. */
import { noteSchema } from '@inkflow/core';
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { agreementNotes } from '../db/schema-documents.js';
import { parseOrThrow } from '../http/ApiHttpError.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { loadAgreementTarget } from '../permissions/loadAgreementTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { noteToWire, type NoteWire } from './NoteWire.js';

/** Creates the note by the caller. Errors: 400, 403 (99), 404. */
export async function createNote(db: Db, position: SessionPosition, agreementId: number, body: unknown): Promise<NoteWire> {
  const input = parseOrThrow(noteSchema, body);
  return db.transaction(async (tx) => {
    const loaded = await loadAgreementTarget(tx, agreementId);
    await requirePermission(tx, position, agreementTarget(loaded), Permission.NoteCreate);
    const [row] = await tx.insert(agreementNotes).values({ agreementId, positionId: position.positionId, name: input.name, content: input.content }).returning();
    return noteToWire(row!);
  });
}
