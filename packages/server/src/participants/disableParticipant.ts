/**
 * POST /agreements/{id}/participants/{pid}/disable (§7): removes a participant from a draft or
 * template without deleting the row (it keeps its place in the audit trail).
 */
import { eq } from 'drizzle-orm';
import { revokeGuestTokens } from '../auth/guestLinkTokens.js';
import type { PositionActor } from '../http/actor.js';
import type { Db } from '../db/openDatabase.js';
import { participants } from '../db/schema.js';
import { notFound } from '../http/ApiHttpError.js';
import { agreementAnswer, type AgreementAnswer } from '../agreements/agreementAnswer.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { requireEditable } from '../agreements/requireEditable.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { saveAgreementVersion } from '../agreements/saveAgreementVersion.js';

/** Disables the participant; returns the agreement. Errors: 403 (99), 404, 409/4999. */
export async function disableParticipant(db: Db, actor: PositionActor, agreementId: number, participantId: number): Promise<AgreementAnswer> {
  const { position } = actor;
  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId, { lock: true });
    await requirePermission(tx, position, agreementTarget(loaded), Permission.Update);
    if (!loaded.participants.some((p) => p.id === participantId)) throw notFound('Participant not found');
    requireEditable(loaded);
    await tx.update(participants).set({ enabled: false }).where(eq(participants.id, participantId));
    await revokeGuestTokens(tx, [participantId]);
    const { loaded: saved } = await saveAgreementVersion(tx, loaded.agreement, loaded.agreement.checksum, {}, position.fullname);
    return agreementAnswer(tx, actor, saved);
  });
}
