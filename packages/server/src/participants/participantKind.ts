/**
 * What a participant row is in the flow (§3 Participant, §6 participant types): internal
 * approver (type 2 + DRAFT_APPROVER), external approver (type 0 + PENDING_STATE_APPROVER),
 * signatory, or someone who only views/edits.
 */
import { ParticipantRole, ParticipantRoleName } from '@inkflow/core';
import type { ParticipantRow } from '../agreements/agreementContent.js';

/** One entry of the stored `roles` list. */
export interface StoredRole {
  role: string;
  block_index?: number;
}

/** The stored roles of a row (jsonb), typed. */
export function rolesOf(p: Pick<ParticipantRow, 'roles'>): StoredRole[] {
  return Array.isArray(p.roles) ? (p.roles as StoredRole[]) : [];
}

/** True for an internal approver: type 2 with DRAFT_APPROVER (code 1000). */
export function isInternalApprover(p: Pick<ParticipantRow, 'type' | 'roles'>): boolean {
  return p.type === ParticipantRole.Organizer && rolesOf(p).some((r) => r.role === ParticipantRoleName.DraftApprover);
}

/** True for an external approver: type 0 with PENDING_STATE_APPROVER (code 1001). */
export function isExternalApprover(p: Pick<ParticipantRow, 'type' | 'roles'>): boolean {
  return p.type === ParticipantRole.Influencer && rolesOf(p).some((r) => r.role === ParticipantRoleName.PendingStateApprover);
}

/** True for an enabled signatory. */
export function isSignatory(p: Pick<ParticipantRow, 'type' | 'enabled'>): boolean {
  return p.enabled && p.type === ParticipantRole.Signatory;
}

/**
 * True when the participant still has to act in the pending state: an unsigned signatory or an
 * external approver who has not approved. Sign order waits for these.
 */
export function mustStillAct(p: ParticipantRow): boolean {
  if (!p.enabled || p.declinedAt) return false;
  if (p.type === ParticipantRole.Signatory) return p.signedAt === null;
  if (isExternalApprover(p)) return p.approvedAt === null;
  return false;
}
