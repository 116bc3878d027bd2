import { ApproverRoleCode, type Participant } from '@inkflow/core';

/**
 * The i18n key of a participant's status (`sign:status.*`): signed, declined, approved (for
 * approvers), else awaiting approval or signature.
 */
export function participantStatusKey(participant: Pick<Participant, 'signedAt' | 'declinedAt' | 'approvedAt' | 'role'>): string {
  if (participant.signedAt) return 'sign:status.signed';
  if (participant.declinedAt) return 'sign:status.declined';
  const approver = participant.role === ApproverRoleCode.InternalApprover || participant.role === ApproverRoleCode.ExternalApprover;
  if (approver) return participant.approvedAt ? 'sign:status.approved' : 'sign:status.awaitingApproval';
  return 'sign:status.pending';
}
