/**
 * Content (name, boxes, data, config, participants) may change only while the agreement is a
 * draft (0) or a template (6). Afterwards what the signatories see must stay what they sign:
 * once a signatory has signed, 403 with 4999 "Document is locked" (§8, the §2 locked-document
 * page); a sent contract nobody has signed yet answers 409 with 4999, a state conflict like every
 * other one. The only later change is a guest filling their own inputs (updateAgreementAsGuest).
 */
import { AgreementState, ApiErrorCode } from '@inkflow/core';
import { ApiHttpError, stateConflict } from '../http/ApiHttpError.js';
import type { LoadedAgreement } from './loadAgreement.js';

/** True once any participant of the agreement has signed it. */
export const hasSignature = (loaded: Pick<LoadedAgreement, 'participants'>): boolean => loaded.participants.some((p) => p.signedAt !== null);

/**
 * Throws unless the agreement is in state 0 or 6: 403/4999 "Document is locked" when a signature
 * exists, otherwise 409/4999 (sent, not yet signed).
 */
export function requireEditable(loaded: Pick<LoadedAgreement, 'agreement' | 'participants'>): void {
  const { state } = loaded.agreement;
  if (state === AgreementState.Draft || state === AgreementState.Template) return;
  if (hasSignature(loaded)) throw new ApiHttpError(403, ApiErrorCode.DocumentLocked, 'Document is locked');
  throw stateConflict(ApiErrorCode.DocumentLocked, 'The contract has been sent and can no longer be edited');
}
