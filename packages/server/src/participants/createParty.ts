/**
 * POST /agreements/{id}/parties/ (§7): adds an empty party (§3 Party: name, country, orgnr) that
 * participants can then join with their company name.
 */
import type { partySchema } from '@inkflow/core';
import type { z } from 'zod';
import type { PositionActor } from '../http/actor.js';
import type { Db } from '../db/openDatabase.js';
import { parties } from '../db/schema.js';
import { agreementAnswer, type AgreementAnswer } from '../agreements/agreementAnswer.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { requireEditable } from '../agreements/requireEditable.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { saveAgreementVersion } from '../agreements/saveAgreementVersion.js';

/** Creates the party; returns the agreement. Errors: 400, 403 (99), 404, 409/4999. */
export async function createParty(db: Db, actor: PositionActor, agreementId: number, input: z.output<typeof partySchema>): Promise<AgreementAnswer> {
  const { position } = actor;
  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId, { lock: true });
    await requirePermission(tx, position, agreementTarget(loaded), Permission.Update);
    requireEditable(loaded);
    await tx.insert(parties).values({
      agreementId,
      name: input.name,
      country: input.country?.toUpperCase() ?? null,
      orgnr: input.orgnr || null,
      individual: input.individual ?? false,
    });
    const { loaded: saved } = await saveAgreementVersion(tx, loaded.agreement, loaded.agreement.checksum, {}, position.fullname);
    return agreementAnswer(tx, actor, saved);
  });
}
