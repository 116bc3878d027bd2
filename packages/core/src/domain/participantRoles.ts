/**
 * Participant roles of spec §3 "Participant", "Participant role values" and §6 "Participant
 * types": the role names of the `roles` list, the approver codes 1000/1001, and which roles a
 * colleague may pick, in the §6 list order.
 */
import { ParticipantRole, SignMethod } from './agreement.js';

/** Role names of a participant's `roles` list (§3). */
export const ParticipantRoleName = {
  DraftApprover: 'DRAFT_APPROVER',
  PendingStateApprover: 'PENDING_STATE_APPROVER',
  PendingStateSignatory: 'PENDING_STATE_SIGNATORY',
  PendingStateParticipant: 'PENDING_STATE_PARTICIPANT',
} as const;
export type ParticipantRoleName = (typeof ParticipantRoleName)[keyof typeof ParticipantRoleName];

/** The numeric codes the approver roles map to (§3): 1000 internal, 1001 external approver. */
export const ApproverRoleCode = {
  InternalApprover: 1000,
  ExternalApprover: 1001,
} as const;
export type ApproverRoleCode = (typeof ApproverRoleCode)[keyof typeof ApproverRoleCode];

/** A role value as a form offers it: a §3 role value (0-3) or an approver code (1000, 1001). */
export type SelectableRole = ParticipantRole | ApproverRoleCode;

/** One entry of a participant's `roles` list. `block_index` is the approval/signing block. */
export interface ParticipantRoleEntry {
  role: ParticipantRoleName;
  block_index?: number;
}

/**
 * The role value of a participant (§3): 1000 for type 2 with DRAFT_APPROVER, 1001 for type 0
 * with PENDING_STATE_APPROVER, else its type.
 */
export function roleValueOf(participant: { type: number; roles: readonly { role: string }[] }): SelectableRole {
  const has = (name: ParticipantRoleName) => participant.roles.some((r) => r.role === name);
  if (participant.type === ParticipantRole.Organizer && has(ParticipantRoleName.DraftApprover)) return ApproverRoleCode.InternalApprover;
  if (participant.type === ParticipantRole.Influencer && has(ParticipantRoleName.PendingStateApprover)) return ApproverRoleCode.ExternalApprover;
  return participant.type as ParticipantRole;
}

/** The stored `type` of a selectable role: 1000 is type 2, 1001 is type 0 (§3). */
export function typeOfRole(role: SelectableRole): ParticipantRole {
  if (role === ApproverRoleCode.InternalApprover) return ParticipantRole.Organizer;
  if (role === ApproverRoleCode.ExternalApprover) return ParticipantRole.Influencer;
  return role;
}

/** Permissions of §6 that unlock the approver roles. */
export interface RolePermissions {
  /** agreement:draft_approval_flow:update: a colleague may pick the internal approver. */
  draftApprovalFlow: boolean;
  /** agreement:participant:pending_state_approver:create: the external approver is offered. */
  pendingStateApprover: boolean;
  /** Colleague (own account) list, or the counterparty variant of §6. */
  colleague: boolean;
}

/**
 * The roles a form offers, in the §6 list order: signatory, organizer, internal approver,
 * external approver, influencer, viewer; the counterparty variant is signatory, external
 * approver, influencer, viewer.
 */
export function selectableRoles(permissions: RolePermissions): SelectableRole[] {
  const roles: SelectableRole[] = [ParticipantRole.Signatory];
  if (permissions.colleague) {
    roles.push(ParticipantRole.Organizer);
    if (permissions.draftApprovalFlow) roles.push(ApproverRoleCode.InternalApprover);
  }
  if (permissions.pendingStateApprover) roles.push(ApproverRoleCode.ExternalApprover);
  roles.push(ParticipantRole.Influencer, ParticipantRole.Viewer);
  return roles;
}

/** Sign methods that go through the eID broker (OpenID Connect), §3 Sign methods. */
export const eidSignMethods: readonly SignMethod[] = [
  SignMethod.SwedishBankId,
  SignMethod.NorwegianBankId,
  SignMethod.DanishMitId,
  SignMethod.FinnishFtn,
  SignMethod.EidHub,
];

/** True for the national eID sign methods 2, 4, 5, 6 and 13. */
export function isEidSignMethod(method: number): boolean {
  return (eidSignMethods as readonly number[]).includes(method);
}

/** Every sign method of §3 in the order a form lists them. */
export const allSignMethods: readonly SignMethod[] = [
  SignMethod.Standard,
  SignMethod.Sms,
  SignMethod.SwedishBankId,
  SignMethod.NorwegianBankId,
  SignMethod.DanishMitId,
  SignMethod.FinnishFtn,
  SignMethod.Handwritten,
  SignMethod.EidHub,
];
