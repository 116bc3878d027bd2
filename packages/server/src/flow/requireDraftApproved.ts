/**
 * Draft approval (§3 DRAFT_APPROVER, issue #5): every enabled internal approver must have
 * approved before the contract can be sent.
 */
import { ApiErrorCode } from '@inkflow/core';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import { ApiHttpError } from '../http/ApiHttpError.js';
import { isInternalApprover } from '../participants/participantKind.js';

/** Throws 409 with 4998 "The contract is not ready" while an internal approval is missing or declined. */
export function requireDraftApproved(loaded: LoadedAgreement): void {
  const waiting = loaded.participants.filter((p) => p.enabled && isInternalApprover(p) && p.approvedAt === null);
  if (waiting.length) {
    throw new ApiHttpError(409, ApiErrorCode.NotReady, `The contract is not ready: waiting for approval by ${waiting.map((p) => p.fullname).join(', ')}`);
  }
}
