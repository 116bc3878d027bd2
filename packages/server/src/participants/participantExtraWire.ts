/**
 * The issue #5 part of a participant's wire shape (§3 Participant payload): contact fields,
 * role value (1000 / 1001 for approvers), roles with the pending-state role the signing order
 * maps to (§4 Sign order), block, approval and decline facts. The personal ID is shown to the
 * owner only, the phone number to the owner and the participant.
 */
import { AgreementState, ParticipantRole, ParticipantRoleName, roleValueOf } from '@inkflow/core';
import type { ParticipantWire } from '@inkflow/core';
import type { AgreementRow, ParticipantRow } from '../agreements/agreementContent.js';
import { flowConfig } from '../flow/agreementConfig.js';
import { isExternalApprover, rolesOf } from './participantKind.js';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const concluded: number[] = [AgreementState.Signed, AgreementState.Declined, AgreementState.Cancelled];

/** True while the guest has to pass participant MFA before seeing the content (§7 mfa_code_validate). */
export function mfaPending(p: Pick<ParticipantRow, 'mfaChannel' | 'mfaValidatedAt'>): boolean {
  return p.mfaChannel !== null && p.mfaValidatedAt === null;
}

/**
 * The pending-state role the signing order gives a participant (§4): with config.signOrder on
 * and the agreement not concluded, approvers, signatories and other participants map to
 * PENDING_STATE_APPROVER, _SIGNATORY and _PARTICIPANT.
 */
function pendingStateRole(p: ParticipantRow, agreement: AgreementRow): string | null {
  if (!flowConfig(agreement).signOrder || concluded.includes(agreement.state) || agreement.state === AgreementState.Template) return null;
  if (isExternalApprover(p)) return null; // already carries PENDING_STATE_APPROVER
  if (p.type === ParticipantRole.Signatory) return ParticipantRoleName.PendingStateSignatory;
  return ParticipantRoleName.PendingStateParticipant;
}

/** The extra wire fields of `p` for a viewer who is the owner (`isOwner`) or the participant `self`. */
export function participantExtraWire(p: ParticipantRow, agreement: AgreementRow, who: { isOwner: boolean; self: boolean }): Partial<ParticipantWire> {
  const roles = rolesOf(p).map((r) => ({ ...r }));
  const pending = pendingStateRole(p, agreement);
  if (pending) roles.push({ role: pending, block_index: p.blockIndex });
  return {
    role: roleValueOf({ type: p.type, roles }),
    roles,
    title: p.title,
    phone_number: who.isOwner || who.self ? p.phoneNumber : null,
    ...(who.isOwner ? { ssn: p.ssn } : {}),
    delivery_channel: p.deliveryChannel === 'sms' ? 'sms' : 'email',
    mfa_channel: p.mfaChannel === 'sms' || p.mfaChannel === 'email' ? p.mfaChannel : null,
    delegate: p.delegate,
    former: p.former,
    block_index: p.blockIndex,
    invited_at: iso(p.invitedAt),
    approved_at: iso(p.approvedAt),
    decline_reason: who.isOwner || who.self ? p.declineReason : null,
    ...(who.self ? { mfa_required: mfaPending(p) } : {}),
  };
}

/** `expire_date` of the agreement wire (ISO 8601 or null). */
export function expireDateWire(agreement: AgreementRow): string | null {
  return iso(agreement.expireDate);
}
