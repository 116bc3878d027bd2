/** POST /agreements/{id}/notes/ (§7, §3 Contract note): needs agreement:note:create. */
import type { NoteWire, noteSchema } from '@inkflow/core';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { agreementNotes } from '../db/schema-documents.js';
import type { PositionActor } from '../http/actor.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { loadAgreementTarget } from '../permissions/loadAgreementTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { noteToWire } from './noteToWire.js';

/** Creates the note by the caller (`input` parsed by the route's noteSchema). Errors: 403 (99), 404. */
export async function createNote(db: Db, { position }: PositionActor, agreementId: number, input: z.output<typeof noteSchema>): Promise<NoteWire> {
  return db.transaction(async (tx) => {
    const loaded = await loadAgreementTarget(tx, agreementId);
    await requirePermission(tx, position, agreementTarget(loaded), Permission.NoteCreate);
    const [row] = await tx.insert(agreementNotes).values({ agreementId, positionId: position.positionId, name: input.name, content: input.content }).returning();
    return noteToWire(row!);
  });
}
