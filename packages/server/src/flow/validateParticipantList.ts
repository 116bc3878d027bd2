/**
 * Participant list rules checked when an agreement is sent (§5, §8): 4110 "The participant list
 * is not accepted" (no signatory, an approver without a block, an external approver without a
 * signing order) and 4054 "Signing order requires more than one participant".
 */
import { ApiErrorCode, ParticipantRole } from '@inkflow/core';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import { ApiHttpError } from '../http/ApiHttpError.js';
import { isExternalApprover, isInternalApprover, rolesOf } from '../participants/participantKind.js';
import { flowConfig } from './agreementConfig.js';

const rejected = (why: string) => new ApiHttpError(400, ApiErrorCode.ParticipantListRejected, `The participant list is not accepted: ${why}`);

/** Throws 400 with 4110 or 4054 when the enabled participants cannot be sent. */
export function validateParticipantList(loaded: LoadedAgreement): void {
  const people = loaded.participants.filter((p) => p.enabled);
  const { signOrder } = flowConfig(loaded.agreement);
  if (!people.some((p) => p.type === ParticipantRole.Signatory)) throw rejected('add at least one signatory');
  for (const p of people) {
    const approver = isInternalApprover(p) || isExternalApprover(p);
    if (approver && rolesOf(p).some((r) => r.block_index === undefined || r.block_index === null)) throw rejected(`approver ${p.fullname} has no block`);
    if (isExternalApprover(p) && !signOrder) throw rejected('Signing order is required for approvers. Enable signing order in additional options.');
  }
  if (signOrder && people.filter((p) => !isInternalApprover(p)).length < 2) {
    throw new ApiHttpError(400, ApiErrorCode.SignOrderNeedsParticipants, 'Signing order requires more than one participant');
  }
}
