import { AgreementState, ApproverRoleCode, type Participant } from '@inkflow/core';

/** Whether an agreement in `state` has been sent, so its participants have a status to show. */
export function isSentState(state: number): boolean {
  return state !== AgreementState.Draft && state !== AgreementState.Template;
}

/**
 * The i18n key of a participant's status (`sign:status.*`): signed, declined, approved (for
 * approvers), else awaiting approval or signature. `sent` false (a draft or a template) gives
 * null: nobody awaits anything before the contract is sent, so no status words are shown.
 */
export function participantStatusKey(participant: Pick<Participant, 'signedAt' | 'declinedAt' | 'approvedAt' | 'role'>, sent = true): string | null {
  if (participant.signedAt) return 'sign:status.signed';
  if (participant.declinedAt) return 'sign:status.declined';
  const approver = participant.role === ApproverRoleCode.InternalApprover || participant.role === ApproverRoleCode.ExternalApprover;
  // A draft's internal approver can approve before sending: that is worth showing.
  if (approver && participant.approvedAt) return 'sign:status.approved';
  if (!sent) return null;
  if (approver) return 'sign:status.awaitingApproval';
  return 'sign:status.pending';
}

/** A participant's initials for the avatar: first letters of the first and last name ("Ada Lovelace" -> "AL"). */
export function participantInitials(fullname: string): string {
  const words = fullname.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0]!)[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1]!)[0] ?? '') : '';
  return (first + last).toUpperCase();
}
