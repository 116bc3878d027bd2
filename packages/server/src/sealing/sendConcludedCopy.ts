/**
 * POST /agreements/{id}/participants/{pid}/send_concluded_copy (§7): emails the sealed PDF to
 * the participant as an attachment. Allowed for the owner, and for the participant themself
 * through their guest token (a guest cannot mail the contract to someone else). The outbox row
 * and a 'concluded_copy_sent' event commit together; delivery happens after commit.
 */
import { AgreementState } from '@inkflow/core';
import { agreementContent, documentHash } from '../agreements/agreementContent.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { recordEvent } from '../agreements/recordEvent.js';
import type { Actor } from '../http/actor.js';
import { loadEmailBrand } from '../accounts/accountBrand.js';
import { queueEmail, type Mailer } from '../email/Mailer.js';
import { accessDenied, notFound } from '../http/ApiHttpError.js';
import { concludedCopyEmail } from './concludedCopyEmail.js';
import { contractNotReady } from './contractNotReady.js';
import { requireAgreementAccess } from './requireAgreementAccess.js';
import { sealedPdfFilename } from './sealedPdfFilename.js';
import { sealedPdfOf } from './sealedPdfOf.js';
import { sealStrings } from './sealStrings.js';
import type { SealingDeps } from './SealingDeps.js';
import type { SealJobs } from './sealJobs.js';

/**
 * Queues and delivers the email for `actor` (the owner, or the participant's own guest token);
 * resolves with the address it went to. Errors: 403 (99),
 * 404 NOT_FOUND (participant, or the sealed file is missing), 409/4998 (not concluded),
 * 409 ASSET_PROCESSING (concluded, the seal job has not finished yet).
 * Delivery failures after commit go to `onDeliveryError` (the outbox keeps the record).
 */
export async function sendConcludedCopy(
  deps: SealingDeps & { mailer: Mailer; sealJobs: SealJobs; readonly publicOrigin: string },
  actor: Actor,
  agreementId: number,
  participantId: number,
  context: { onDeliveryError(error: unknown): void },
): Promise<{ to: string }> {
  const loaded = await loadAgreement(deps.db, agreementId);
  const viewer = requireAgreementAccess(actor, loaded);
  if (viewer.kind === 'guest' && viewer.participantId !== participantId) throw accessDenied('A guest link can only send the copy to its own participant');
  const participant = loaded.participants.find((p) => p.id === participantId && p.enabled);
  if (!participant) throw notFound('Participant not found');
  if (loaded.agreement.state !== AgreementState.Signed) throw contractNotReady();

  const { row, bytes } = await sealedPdfOf(deps, agreementId, actor.origin, 'send_concluded_copy');
  const t = await sealStrings(loaded.agreement.language);
  const email = concludedCopyEmail(
    { to: participant.email, fullname: participant.fullname, agreementName: loaded.agreement.name, filename: sealedPdfFilename(loaded.agreement.name), pdf: bytes },
    t,
  );
  const brand = await loadEmailBrand(deps.db, loaded.accountId, deps.publicOrigin);
  const sent = await deps.db.transaction(async (tx) => {
    const laidOut = await queueEmail(tx, email, { t, brand });
    await recordEvent(tx, {
      agreementId,
      type: 'concluded_copy_sent',
      actor: { ...actor.origin, positionId: actor.kind === 'position' ? actor.position.positionId : null, participantId: viewer.kind === 'guest' ? viewer.participantId : null },
      documentHash: documentHash(agreementContent(loaded.agreement, loaded.participants, loaded.parties)),
      payload: { to: participant.email, participant_id: participantId, sha256: row.sha256 },
    });
    return laidOut;
  });
  await deps.mailer.deliver(sent).catch(context.onDeliveryError);
  return { to: participant.email };
}
