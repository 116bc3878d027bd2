/**
 * PUT (and POST) /agreements/{id}/parties/{partyId} (§7): renames a party or sets its country
 * and organisation number (§3 Party) while the agreement is a draft or template. A company
 * party's participants carry its name as their company name, so they follow a rename.
 */
import type { partySchema } from '@inkflow/core';
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { PositionActor } from '../http/actor.js';
import type { Db } from '../db/openDatabase.js';
import { participants, parties } from '../db/schema.js';
import { notFound } from '../http/ApiHttpError.js';
import { agreementAnswer, type AgreementAnswer } from '../agreements/agreementAnswer.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { requireEditable } from '../agreements/requireEditable.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { saveAgreementVersion } from '../agreements/saveAgreementVersion.js';

/** Updates the party; returns the agreement. Errors: 400, 403 (99), 404, 409/4999. */
export async function updateParty(db: Db, actor: PositionActor, agreementId: number, partyId: number, input: z.output<typeof partySchema>): Promise<AgreementAnswer> {
  const { position } = actor;
  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId, { lock: true });
    await requirePermission(tx, position, agreementTarget(loaded), Permission.Update);
    const party = loaded.parties.find((p) => p.id === partyId && p.enabled);
    if (!party) throw notFound('Party not found');
    requireEditable(loaded);
    const individual = input.individual ?? party.individual;
    await tx
      .update(parties)
      .set({
        name: input.name,
        country: input.country === undefined ? party.country : (input.country?.toUpperCase() ?? null),
        orgnr: input.orgnr === undefined ? party.orgnr : input.orgnr || null,
        individual,
      })
      .where(eq(parties.id, partyId));
    await tx
      .update(participants)
      .set(individual ? { individual: true, companyName: null } : { individual: false, companyName: input.name })
      .where(and(eq(participants.partyId, partyId), eq(participants.agreementId, agreementId)));
    const { loaded: saved } = await saveAgreementVersion(tx, loaded.agreement, loaded.agreement.checksum, {}, position.fullname);
    return agreementAnswer(tx, actor, saved);
  });
}
