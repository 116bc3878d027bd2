/** GET /agreements/{id}/notes/ (§7): a page of 50 (§9), sorted by -updated_time; needs agreement:note:view. */
import type { NoteWire, noteListQuerySchema } from '@inkflow/core';
import type { z } from 'zod';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreementNotes } from '../db/schema-documents.js';
import type { PositionActor } from '../http/actor.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { loadAgreementTarget } from '../permissions/loadAgreementTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { noteToWire } from './noteToWire.js';

/** Lists notes `{ collection, count }` (`input` parsed by the route's noteListQuerySchema). Errors: 403 (99), 404. */
export async function listNotes(db: Db, { position }: PositionActor, agreementId: number, input: z.output<typeof noteListQuerySchema>): Promise<{ collection: NoteWire[]; count: number }> {
  const loaded = await loadAgreementTarget(db, agreementId);
  await requirePermission(db, position, agreementTarget(loaded), Permission.NoteView);
  const ascending = input.sort === 'updated_time' || input.sort === 'updated_time:asc';
  const where = eq(agreementNotes.agreementId, agreementId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(agreementNotes)
      .where(where)
      .orderBy(...(ascending ? [asc(agreementNotes.updatedTime), asc(agreementNotes.id)] : [desc(agreementNotes.updatedTime), desc(agreementNotes.id)]))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(agreementNotes).where(where),
  ]);
  return { collection: rows.map(noteToWire), count: total?.n ?? 0 };
}
