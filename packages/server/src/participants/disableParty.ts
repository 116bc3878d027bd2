/**
 * POST /agreements/{id}/parties/{partyId}/disable (§7): removes a party and its participants
 * from a draft or template, keeping the rows for the audit trail.
 */
import { and, eq } from 'drizzle-orm';
import { revokeGuestTokens } from '../auth/guestLinkTokens.js';
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

/** Disables the party and its participants; returns the agreement. Errors: 403 (99), 404, 409/4999. */
export async function disableParty(db: Db, actor: PositionActor, agreementId: number, partyId: number): Promise<AgreementAnswer> {
  const { position } = actor;
  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId, { lock: true });
    await requirePermission(tx, position, agreementTarget(loaded), Permission.Update);
    if (!loaded.parties.some((p) => p.id === partyId && p.enabled)) throw notFound('Party not found');
    requireEditable(loaded);
    await tx.update(parties).set({ enabled: false }).where(eq(parties.id, partyId));
    const disabled = await tx
      .update(participants)
      .set({ enabled: false })
      .where(and(eq(participants.partyId, partyId), eq(participants.agreementId, agreementId)))
      .returning({ id: participants.id });
    await revokeGuestTokens(tx, disabled.map((p) => p.id));
    const { loaded: saved } = await saveAgreementVersion(tx, loaded.agreement, loaded.agreement.checksum, {}, position.fullname);
    return agreementAnswer(tx, actor, saved);
  });
}
