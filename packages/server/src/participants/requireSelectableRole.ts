/**
 * §6 "Selectable roles depend on permissions": the internal approver (1000) needs
 * agreement:draft_approval_flow:update, the external approver (1001)
 * agreement:participant:pending_state_approver:create. Other roles need nothing more.
 */
import { ApproverRoleCode, roleValueOf } from '@inkflow/core';
import { accessDenied } from '../http/ApiHttpError.js';
import { Permission } from '../permissions/permissionNames.js';

/** The permission a role value needs, if any. */
function permissionFor(role: number): Permission | undefined {
  if (role === ApproverRoleCode.InternalApprover) return Permission.DraftApprovalFlowUpdate;
  if (role === ApproverRoleCode.ExternalApprover) return Permission.PendingStateApproverCreate;
  return undefined;
}

/**
 * Throws 403 (99) when `next` asks for an approver role the caller may not pick. On an update
 * (`current` given) a role that does not change is left alone.
 */
export function requireSelectableRole(
  granted: ReadonlySet<string>,
  next: { type: number; roles: readonly { role: string }[] },
  current?: { type: number; roles: readonly { role: string }[] },
): void {
  const role = roleValueOf(next);
  if (current && roleValueOf(current) === role) return;
  const needed = permissionFor(role);
  if (needed && !granted.has(needed)) throw accessDenied();
}
