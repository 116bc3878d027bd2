/**
 * POST /agreements/{id}/participants/{pid}/sign (§7, §5 signing rules). Runs under the
 * agreement's row lock, so two signatories signing at once are serialised and the last one
 * reliably moves the agreement to state 4.
 *
 * Checks, in this order (most specific fact first, staleness last, so a double click reports
 * "already signed" rather than "refresh"):
 *   4005 the participant already signed; 4003 the state is not pending/overdue;
 *   4009 the sign method is not the participant's; 4002 the checksum is stale.
 * Who may sign: the guest whose token belongs to that participant, or the owner's own
 * position when it is that participant (same email).
 */
import { AgreementState, ApiErrorCode, ParticipantRole, SignMethod, isSignable, signSchema, type AgreementState as State } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/openDatabase.js';
import { participants } from '../db/schema.js';
import { ApiHttpError, accessDenied, badRequest, notFound, notLoggedIn, parseOrThrow, stateConflict } from '../http/ApiHttpError.js';
import { agreementToWire, type ServerAgreementWire, type Viewer } from '../agreements/agreementToWire.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { recordEvent, type EventActor } from '../agreements/recordEvent.js';
import { saveAgreementVersion, staleChecksum } from '../agreements/saveAgreementVersion.js';
import { isPngDataUrl } from './isPngDataUrl.js';

/** Signs for the participant; returns `{ agreement }` as the signer sees it. Errors: see above, plus 400/401/403/404. */
export async function signAgreement(
  db: Db,
  request: FastifyRequest,
  agreementId: number,
  participantId: number,
  body: unknown,
  actor: EventActor,
): Promise<{ agreement: ServerAgreementWire }> {
  const { auth } = request;
  if (auth.guestTokenGiven) {
    if (!auth.guest || auth.guest.agreementId !== agreementId || auth.guest.participantId !== participantId) {
      throw accessDenied('This link does not allow signing for this participant');
    }
  } else if (!auth.session) {
    throw notLoggedIn();
  }
  const input = parseOrThrow(signSchema, body);
  if (input.sign_method === SignMethod.Handwritten && !isPngDataUrl(input.handwritten_signature ?? '')) {
    throw badRequest('handwritten_signature: not a PNG image');
  }

  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId, { lock: true });
    const participant = loaded.participants.find((p) => p.id === participantId);
    if (!participant) throw notFound('Participant not found');
    let viewer: Viewer = { kind: 'guest', participantId };
    if (!auth.guestTokenGiven) {
      const session = auth.session!;
      if (loaded.accountId !== session.accountId || participant.email.toLowerCase() !== session.email.toLowerCase()) throw accessDenied();
      viewer = { kind: 'owner' };
    }
    if (!participant.enabled || participant.type !== ParticipantRole.Signatory) throw accessDenied('This participant does not sign the contract');
    if (participant.signedAt) throw new ApiHttpError(409, ApiErrorCode.AlreadySigned, 'You have already signed this contract');
    if (!isSignable(loaded.agreement.state as State)) throw stateConflict(ApiErrorCode.StateDoesNotAllowSigning, 'State does not allow signing, reload');
    if (input.sign_method !== participant.signMethod) {
      throw new ApiHttpError(409, ApiErrorCode.SignMethodNotAllowed, 'Access method does not allow the used sign method');
    }
    if (input.checksum !== loaded.agreement.checksum) throw staleChecksum();

    await tx
      .update(participants)
      .set({
        signedAt: new Date(),
        signIp: actor.ip,
        signUserAgent: actor.userAgent,
        handwrittenSignature: input.sign_method === SignMethod.Handwritten ? input.handwritten_signature! : null,
      })
      .where(eq(participants.id, participantId));

    const allSigned = loaded.participants
      .filter((p) => p.enabled && p.type === ParticipantRole.Signatory && p.id !== participantId)
      .every((p) => p.signedAt !== null);
    const from = loaded.agreement.state;
    const saved = await saveAgreementVersion(tx, loaded.agreement, input.checksum, allSigned ? { state: AgreementState.Signed } : {});
    const who = { ...actor, participantId, positionId: viewer.kind === 'owner' ? auth.session!.positionId : null };
    const signedEvent = await recordEvent(tx, {
      agreementId,
      type: 'signed',
      actor: who,
      documentHash: saved.documentHash,
      payload: { sign_method: input.sign_method },
    });
    if (allSigned) {
      await recordEvent(tx, {
        agreementId,
        type: 'state_changed',
        actor: who,
        documentHash: saved.documentHash,
        payload: { from, to: AgreementState.Signed },
        parentId: signedEvent,
      });
    }
    return { agreement: agreementToWire(saved.loaded, viewer) };
  });
}
