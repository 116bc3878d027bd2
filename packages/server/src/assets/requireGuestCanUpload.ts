/**
 * Whether a guest (guest token, §6 "Guests use a guest token on upload") may still upload to an
 * agreement: only while they can still act on it — the agreement is out for signing (pending or
 * overdue, §4) and this participant has neither signed nor declined, and has entered the
 * security code when one was sent. Afterwards a guest link only reads.
 */
import { ApiErrorCode, isSignable, type AgreementState } from '@inkflow/core';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import { requireNotConcluded } from '../agreements/requireNotConcluded.js';
import { accessDenied, ApiHttpError } from '../http/ApiHttpError.js';
import { mfaPending } from '../participants/participantExtraWire.js';

/**
 * Throws when participant `participantId` may not upload to `loaded`: 403/4999 once the agreement
 * is concluded (signed by all, declined, cancelled: requireNotConcluded), 403/4005 after signing,
 * 403/4003 after declining or while the agreement is not out for signing (a draft or template),
 * 403/99 for a disabled participant or a pending security code.
 */
export function requireGuestCanUpload(loaded: LoadedAgreement, participantId: number): void {
  requireNotConcluded(loaded.agreement);
  const participant = loaded.participants.find((p) => p.id === participantId);
  if (!participant || !participant.enabled) throw accessDenied('This link does not give access to the contract');
  if (participant.signedAt) throw new ApiHttpError(403, ApiErrorCode.AlreadySigned, 'You have already signed this contract; it takes no more files from you');
  if (participant.declinedAt) throw new ApiHttpError(403, ApiErrorCode.StateDoesNotAllowSigning, 'You declined this contract; it takes no more files from you');
  if (!isSignable(loaded.agreement.state as AgreementState)) {
    throw new ApiHttpError(403, ApiErrorCode.StateDoesNotAllowSigning, 'This contract is no longer open for signing; it takes no more files');
  }
  if (mfaPending(participant)) throw accessDenied('Enter the security code sent to you first');
}
