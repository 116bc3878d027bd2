/**
 * Signing (§7 POST /agreements/{id}/participants/{pid}/sign, §5 signing rules).
 *
 * `signAgreement` is the HTTP call for methods 0, 1 and 10; eID methods sign through the broker
 * callback (eid/completeEidSigning), which calls `signAsParticipant` once the identity is
 * verified. Both run under the short per-agreement signing lock (flow/signingLock: two signers
 * of one agreement are serialised and both succeed; a signer stuck behind a long one gets 4001).
 *
 * Checks, in this order (most specific fact first, staleness last, so a double click reports
 * "already signed" rather than "refresh"):
 *   4005 already signed; 4003 state not pending/overdue, declined, or not their turn in the
 *   signing order; 403 participant MFA not passed; 4009 sign method not the participant's;
 *   4002 stale checksum; 4998 not ready; 4007 required fields empty; 4204 active suggestions;
 *   4109 SMS code wrong or expired (method 1).
 * Who may sign: the guest whose token belongs to that participant, or a signed-in colleague of
 * the owning account who is that participant (same position or email).
 *
 * 4007 covers only the signer's own form sections (core mayFillFormBox). The `signed` event's
 * document hash is the SHA-256 of the content the signer saw (agreements/signedContent.ts:
 * boxes, data, files); the first signature's payload says `first_signatory: true` with the
 * first-signatory inputs it locked (`locked_fields`). A counterparty's signature emails the owner
 * and the colleagues taking part who chose so (notifications/queueSignedNotifications.ts).
 */
import {
  AgreementState,
  ApiErrorCode,
  BoxType,
  ParticipantRole,
  SignMethod,
  firstSignatoryAssignee,
  formInputAssignee,
  isEidSignMethod,
  isSignable,
  type signSchema,
  type AgreementState as State,
} from '@inkflow/core';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { participants } from '../db/schema.js';
import { messages } from '../db/schema-messages.js';
import type { Actor } from '../http/actor.js';
import { ApiHttpError, accessDenied, badRequest, stateConflict } from '../http/ApiHttpError.js';
import { agreementAnswer, type AgreementAnswer } from '../agreements/agreementAnswer.js';
import { agreementToWire, type Viewer } from '../agreements/agreementToWire.js';
import { loadAgreement, type LoadedAgreement } from '../agreements/loadAgreement.js';
import type { EventActor } from '../agreements/recordEvent.js';
import { recordEvent } from '../agreements/recordEvent.js';
import { hasSignature } from '../agreements/requireEditable.js';
import { saveLoadedVersion } from '../agreements/saveLoadedVersion.js';
import { signedContentHash, signedContentOf } from '../agreements/signedContent.js';
import type { ParticipantRow } from '../agreements/agreementContent.js';
import { actingParticipant, type Acting } from '../flow/actingParticipant.js';
import { isParticipantsTurn } from '../flow/currentBlock.js';
import { deliverAfterCommit, noDeliveries, type FlowContext } from '../flow/FlowContext.js';
import { inviteDueParticipants } from '../flow/inviteDueParticipants.js';
import { lockForSigning } from '../flow/signingLock.js';
import { MessageType } from '../messages/messageWire.js';
import { mfaPending } from '../participants/participantExtraWire.js';
import { isPngDataUrl } from './isPngDataUrl.js';
import { queueSignedNotifications } from '../notifications/queueSignedNotifications.js';
import { requireCurrentVersion } from './requireCurrentVersion.js';
import { requireNoActiveSuggestions, requireSignableContent } from './signatureRules.js';
import { checkCode, consumeCode } from './verificationCodes.js';
import type { SealJobs } from '../sealing/sealJobs.js';

const methodNotAllowed = () => new ApiHttpError(409, ApiErrorCode.SignMethodNotAllowed, 'Access method does not allow the used sign method');

/**
 * The checks every signature and every sign-code request share (see the module comment for
 * codes), for `participant` of the locked `loaded` agreement, acting through `viewer`.
 */
export async function requireMaySign(tx: Db, loaded: LoadedAgreement, participant: ParticipantRow, viewer: Viewer, signMethod: number, checksum: string): Promise<void> {
  if (!participant.enabled || participant.type !== ParticipantRole.Signatory) throw accessDenied('This participant does not sign the contract');
  if (participant.signedAt) throw new ApiHttpError(409, ApiErrorCode.AlreadySigned, 'You have already signed this contract');
  if (!isSignable(loaded.agreement.state as State) || participant.declinedAt) {
    throw stateConflict(ApiErrorCode.StateDoesNotAllowSigning, 'State does not allow signing, reload');
  }
  if (!isParticipantsTurn(loaded, participant)) throw stateConflict(ApiErrorCode.StateDoesNotAllowSigning, 'It is not your turn to sign yet');
  if (viewer.kind === 'guest' && mfaPending(participant)) throw accessDenied('Enter the security code sent to you first');
  if (signMethod !== participant.signMethod) throw methodNotAllowed();
  await requireCurrentVersion(tx, loaded, checksum);
  requireSignableContent(loaded.agreement, { participantId: participant.id, anySignature: hasSignature(loaded) });
  requireNoActiveSuggestions(
    await tx
      .select({ type: messages.type, status: messages.status, config: messages.config, parentId: messages.parentId })
      .from(messages)
      .where(and(eq(messages.agreementId, loaded.agreement.id), eq(messages.type, MessageType.Suggestion))),
  );
}

/** The data field keys of the form inputs assigned to the first signatory (core formInputAssignee), in box order, each once. */
export function firstSignatoryFields(boxes: unknown): string[] {
  const keys = new Set<string>();
  for (const box of (Array.isArray(boxes) ? boxes : []) as { type?: unknown; config?: unknown; content?: { inputs?: unknown } }[]) {
    if (box.type !== BoxType.FormInput || formInputAssignee(box) !== firstSignatoryAssignee || !Array.isArray(box.content?.inputs)) continue;
    for (const input of box.content.inputs as { data_field_key?: unknown }[]) if (typeof input.data_field_key === 'string') keys.add(input.data_field_key);
  }
  return [...keys];
}

/** What signAsParticipant needs to know about one signature. */
export interface Signature {
  agreementId: number;
  /**
   * Who signs, resolved against the locked agreement (flow/actingParticipant: throws 403 for a
   * stranger): the participant, how the answer is shaped for them, and their position if any.
   */
  acting: (loaded: LoadedAgreement) => Acting;
  /** The caller, when the signature is a call (not the eID broker's callback): the answer is agreementAnswer's for them. */
  actor?: Actor;
  signMethod: number;
  checksum: string;
  handwrittenSignature?: string;
  /** Method 10: `drawn` (by hand) or `typed` (the typed name rendered in a signature font). */
  handwrittenSignatureType?: 'drawn' | 'typed';
  /** An SMS code checked by checkCode, spent in the signing transaction. */
  signCodeId?: number;
  /** Facts from the eID broker (claims) stored with the signed event. */
  eid?: Record<string, unknown>;
}

/** The agreement as answered to the signer: one agreement answer for a caller, the viewer's shape for the eID callback. */
async function answerFor(tx: Db, signature: Signature, loaded: LoadedAgreement, viewer: Viewer): Promise<AgreementAnswer> {
  return signature.actor ? agreementAnswer(tx, signature.actor, loaded) : agreementToWire(loaded, viewer);
}

/** The context of a signature: delivery, where the call came from (audit trail), and the seal queue. */
export type SigningContext = FlowContext & { actor: EventActor; sealJobs: Pick<SealJobs, 'enqueue' | 'wake'> };

/**
 * Records one signature under the signing lock (queuing the `agreement.signed` webhook event) and, when it was the last signatory, concludes
 * the agreement (state 4) and queues its seal job in the same transaction (sealing/sealJobs.ts):
 * the call answers right after commit, without waiting for the seal. The agreement is loaded
 * once, locked, and everything after works on that load (a signature runs in at most 12
 * statements, test/query-counts-signing.test.ts). Returns the agreement as the signer sees it.
 * Errors: see module.
 */
export async function signAsParticipant(db: Db, signature: Signature, context: SigningContext): Promise<{ agreement: AgreementAnswer }> {
  const { agreementId } = signature;
  const deliveries = noDeliveries();
  const result = await db.transaction(async (tx) => {
    const loaded = await lockForSigning(tx, agreementId);
    const { participant, viewer, positionId } = signature.acting(loaded);
    const participantId = participant.id;
    await requireMaySign(tx, loaded, participant, viewer, signature.signMethod, signature.checksum);
    if (signature.signMethod === SignMethod.Sms) {
      if (signature.signCodeId === undefined) throw badRequest('sign_code is required for SMS verification');
      await consumeCode(tx, signature.signCodeId);
    }

    // What this signer saw: requireCurrentVersion accepted their checksum, so no input changed since.
    const contentHash = signedContentHash(await signedContentOf(tx, loaded.agreement));
    const first = !hasSignature(loaded);
    const [signed] = await tx
      .update(participants)
      .set({
        signedAt: new Date(),
        signIp: context.actor.ip,
        signUserAgent: context.actor.userAgent,
        handwrittenSignature: signature.signMethod === SignMethod.Handwritten ? signature.handwrittenSignature! : null,
      })
      .where(eq(participants.id, participantId))
      .returning();
    const people = loaded.participants.map((p) => (p.id === participantId ? signed! : p));

    const allSigned = people.filter((p) => p.enabled && p.type === ParticipantRole.Signatory).every((p) => p.signedAt !== null);
    const from = loaded.agreement.state;
    // Based on the current checksum: requireCurrentVersion has accepted the signer's one.
    const saved = await saveLoadedVersion(tx, { ...loaded, participants: people }, allSigned ? { state: AgreementState.Signed } : {}, participant.fullname);
    const who = { ...context.actor, participantId, positionId };
    const signedEvent = await recordEvent(tx, {
      agreementId,
      type: 'signed',
      actor: who,
      documentHash: contentHash,
      payload: {
        sign_method: signature.signMethod,
        checksum: saved.loaded.agreement.checksum,
        // The first signature locks the first-signatory inputs to this signer for good.
        ...(first ? { first_signatory: true, locked_fields: firstSignatoryFields(loaded.agreement.boxes) } : {}),
        ...(signature.eid ? { eid: signature.eid } : {}),
        // How a handwritten signature was made (drawn, or typed and rendered), for the audit trail.
        ...(signature.handwrittenSignatureType ? { handwritten_signature_type: signature.handwrittenSignatureType } : {}),
      },
    });
    await context.webhooks.queue(tx, { type: 'agreement.signed', accountId: loaded.accountId, agreement: saved.loaded.agreement, participant: signed! }, loaded.webhookEvents);
    // "Email me when a counterparty signs" (My settings): the owner and colleagues who chose so.
    deliveries.emails.push(...(await queueSignedNotifications(tx, saved.loaded, participant, context.origin)));
    if (allSigned) {
      await recordEvent(tx, {
        agreementId,
        type: 'state_changed',
        actor: who,
        documentHash: saved.documentHash,
        payload: { from, to: AgreementState.Signed },
        parentId: signedEvent,
      });
      await context.sealJobs.enqueue(tx, agreementId, context.actor, 'signed');
      return { agreement: await answerFor(tx, signature, saved.loaded, viewer) };
    }
    const invited = await inviteDueParticipants(tx, saved.loaded, context.origin, deliveries);
    // Invitations stamp invited_at: only then does the answer need a fresh read.
    return { agreement: await answerFor(tx, signature, invited.length > 0 ? await loadAgreement(tx, agreementId) : saved.loaded, viewer) };
  });
  if (result.agreement.state === AgreementState.Signed) context.sealJobs.wake();
  await deliverAfterCommit(context, deliveries);
  return result;
}

/**
 * POST /agreements/{id}/sign and …/participants/{pid}/sign: `actor` signs as participant
 * `participantId` (or, without one, as the participant they are) with `input` (parsed by core
 * signSchema); returns `{ agreement }`. Errors: see module, plus 400/403/404.
 */
export async function signAgreement(
  db: Db,
  actor: Actor,
  agreementId: number,
  participantId: number | undefined,
  input: z.output<typeof signSchema>,
  context: FlowContext & { sealJobs: SigningContext['sealJobs'] },
): Promise<{ agreement: AgreementAnswer }> {
  if (input.sign_method === SignMethod.Handwritten && !isPngDataUrl(input.handwritten_signature ?? '')) {
    throw badRequest('handwritten_signature: not a PNG image');
  }
  const acting = (loaded: LoadedAgreement) => actingParticipant(actor, loaded, participantId);
  let signCodeId: number | undefined;
  if (isEidSignMethod(input.sign_method) || input.sign_method === SignMethod.Sms) {
    // Authorisation before anything else, so a stranger learns nothing from the codes below
    // (and spends no guess of a code): one more read, for these methods only.
    const { participant } = acting(await loadAgreement(db, agreementId));
    // eID identities are verified by the broker; this call cannot assert one.
    if (isEidSignMethod(input.sign_method)) throw methodNotAllowed();
    if (!input.sign_code) throw badRequest('sign_code: the code sent by SMS is required');
    signCodeId = await checkCode(db, participant.id, 'sign', input.sign_code);
  }
  return signAsParticipant(
    db,
    {
      agreementId,
      acting,
      actor,
      signMethod: input.sign_method,
      checksum: input.checksum,
      ...(input.handwritten_signature ? { handwrittenSignature: input.handwritten_signature } : {}),
      ...(input.handwritten_signature && input.handwritten_signature_type ? { handwrittenSignatureType: input.handwritten_signature_type } : {}),
      ...(signCodeId !== undefined ? { signCodeId } : {}),
    },
    { ...context, actor: actor.origin },
  );
}
