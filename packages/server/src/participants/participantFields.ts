/**
 * Turns a validated §3 Participant payload (create or update) into participant columns, merged
 * over the current row for an update, and checks the rules between fields: approver roles
 * (1000 / 1001 and their role names), the signing order an external approver needs, and the
 * phone / personal ID a sign method or channel needs.
 */
import {
  ApproverRoleCode,
  ParticipantRole,
  ParticipantRoleName,
  participantRuleIssue,
  type CreateParticipantRequest,
  type UpdateParticipantRequest,
} from '@inkflow/core';
import type { z } from 'zod';
import type { createParticipantSchema, updateParticipantSchema } from '@inkflow/core';
import type { ParticipantRow } from '../agreements/agreementContent.js';
import { badRequest } from '../http/ApiHttpError.js';
import type { StoredRole } from './participantKind.js';
import { rolesOf } from './participantKind.js';

/** The spec's text for an external approver without a signing order (§5). */
export const signOrderRequiredMessage = 'Signing order is required for approvers. Enable signing order in additional options.';

/** Columns of a participant that the payload sets. */
export interface ParticipantColumns {
  fullname: string;
  email: string;
  type: number;
  roles: StoredRole[];
  blockIndex: number;
  signMethod: number;
  title: string | null;
  phoneNumber: string | null;
  ssn: string | null;
  deliveryChannel: string;
  mfaChannel: string | null;
  companyName: string | null;
  individual: boolean;
  delegate: boolean;
  former: boolean;
  positionId: number | null;
}

type Parsed = z.output<typeof createParticipantSchema> | z.output<typeof updateParticipantSchema>;

const defaults: ParticipantColumns = {
  fullname: '',
  email: '',
  type: ParticipantRole.Signatory,
  roles: [],
  blockIndex: 0,
  signMethod: 0,
  title: null,
  phoneNumber: null,
  ssn: null,
  deliveryChannel: 'email',
  mfaChannel: null,
  companyName: null,
  individual: true,
  delegate: false,
  former: false,
  positionId: null,
};

/** The current row's columns (for merging an update). */
export function columnsOf(row: ParticipantRow): ParticipantColumns {
  return {
    fullname: row.fullname,
    email: row.email,
    type: row.type,
    roles: rolesOf(row),
    blockIndex: row.blockIndex,
    signMethod: row.signMethod,
    title: row.title,
    phoneNumber: row.phoneNumber,
    ssn: row.ssn,
    deliveryChannel: row.deliveryChannel,
    mfaChannel: row.mfaChannel,
    companyName: row.companyName,
    individual: row.individual,
    delegate: row.delegate,
    former: row.former,
    positionId: row.positionId,
  };
}

/**
 * The type and roles a payload asks for. `type` 1000 becomes type 2 + DRAFT_APPROVER, 1001
 * type 0 + PENDING_STATE_APPROVER (§3); an explicit `roles` list is kept when it matches the type.
 */
function typeAndRoles(input: Parsed, current: ParticipantColumns): { type: number; roles: StoredRole[] } {
  const block = input.block_index ?? current.blockIndex;
  if (input.type === ApproverRoleCode.InternalApprover) return { type: ParticipantRole.Organizer, roles: [{ role: ParticipantRoleName.DraftApprover, block_index: block }] };
  if (input.type === ApproverRoleCode.ExternalApprover) return { type: ParticipantRole.Influencer, roles: [{ role: ParticipantRoleName.PendingStateApprover, block_index: block }] };
  const type = input.type ?? current.type;
  const requested = input.roles?.map((r) => ({ role: r.role, block_index: r.block_index ?? block }));
  const roles = requested ?? (input.type !== undefined ? [] : current.roles);
  for (const r of roles) {
    if (r.role === ParticipantRoleName.DraftApprover && type !== ParticipantRole.Organizer) throw badRequest('roles: DRAFT_APPROVER needs type 2');
    if (r.role === ParticipantRoleName.PendingStateApprover && type !== ParticipantRole.Influencer) throw badRequest('roles: PENDING_STATE_APPROVER needs type 0');
  }
  // Only the approver roles are stored: the pending-state signatory/participant roles follow
  // from the type and the signing order (§4 Sign order) and are computed on the wire.
  return { type, roles: roles.filter((r) => r.role === ParticipantRoleName.DraftApprover || r.role === ParticipantRoleName.PendingStateApprover) };
}

/**
 * Merges `input` over `current` (or the defaults for a new participant) and checks the rules.
 * Errors: 400 BAD_REQUEST with the spec message for an external approver without
 * config.signOrder, and for a missing phone / personal ID.
 */
export function participantColumns(
  input: Parsed & Partial<CreateParticipantRequest & UpdateParticipantRequest>,
  current: ParticipantColumns | undefined,
  config: { signOrder: boolean },
): ParticipantColumns {
  const base = current ?? defaults;
  const { type, roles } = typeAndRoles(input, base);
  const pick = <K extends keyof ParticipantColumns>(key: K, value: ParticipantColumns[K] | undefined): ParticipantColumns[K] =>
    value === undefined ? base[key] : value;
  const companyName = input.company_name === undefined ? base.companyName : input.company_name || null;
  const merged: ParticipantColumns = {
    fullname: pick('fullname', input.fullname),
    email: pick('email', input.email),
    type,
    roles,
    // An approver's block may come in its role entry (§3 roles: block_index) instead.
    blockIndex: input.block_index ?? input.roles?.find((r) => r.block_index !== undefined)?.block_index ?? base.blockIndex,
    signMethod: pick('signMethod', input.sign_method),
    title: input.title === undefined ? base.title : input.title || null,
    phoneNumber: input.phone_number === undefined ? base.phoneNumber : input.phone_number,
    ssn: input.ssn === undefined ? base.ssn : input.ssn,
    deliveryChannel: pick('deliveryChannel', input.delivery_channel),
    mfaChannel: input.mfa_channel === undefined ? base.mfaChannel : input.mfa_channel,
    companyName,
    individual: input.individual ?? (input.company_name !== undefined ? !companyName : base.individual),
    delegate: pick('delegate', input.delegate),
    former: pick('former', input.former),
    positionId: input.position_id === undefined ? base.positionId : input.position_id,
  };
  if (!merged.individual && !merged.companyName) throw badRequest('company_name: Company name is required for a company participant');
  if (roles.some((r) => r.role === ParticipantRoleName.PendingStateApprover) && !config.signOrder) throw badRequest(signOrderRequiredMessage);
  const issue = participantRuleIssue(merged);
  if (issue) throw badRequest(issue);
  return merged;
}
