/**
 * The permissions a position holds on a target (§6).
 *
 * - Positions of another account hold nothing: bindings are only ever made to positions of the
 *   resource's own account, so nothing here can leak across accounts.
 * - The account role (`userRole`) `admin` holds every permission in its own account. This keeps
 *   the foundation's rule ("the account owns its agreements") for the positions that existed
 *   before roles, whose user_role defaults to admin.
 * - Any other position holds the union of the roles bound to it, or to a group it is in
 *   (bindingActors.ts), on the workspace and, for an agreement, on the agreement itself.
 */
import { and, eq, or } from 'drizzle-orm';
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { accountAdminRoles } from '@inkflow/core';
import { roleBindings, roles } from '../db/schema-documents.js';
import { positions } from '../db/schema.js';
import type { AccessTarget } from './AccessTarget.js';
import { bindingsApplyingTo } from './bindingActors.js';
import { allPermissions } from './permissionNames.js';

/** Account roles that hold every permission of their account. */
export const adminRoles: ReadonlySet<string> = new Set(accountAdminRoles);

/**
 * True when the position is an account admin. A session position carries its account role
 * (read with the session, once per request), so no query; otherwise one indexed lookup.
 */
export async function isAccountAdmin(tx: Db, position: Pick<SessionPosition, 'positionId' | 'userRole'>): Promise<boolean> {
  if (position.userRole !== undefined) return adminRoles.has(position.userRole);
  const [row] = await tx.select({ userRole: positions.userRole }).from(positions).where(eq(positions.id, position.positionId)).limit(1);
  return row !== undefined && adminRoles.has(row.userRole);
}

/** The set of permission names `position` holds on `target`. */
export async function permissionsOf(tx: Db, position: Pick<SessionPosition, 'positionId' | 'accountId' | 'userRole'>, target: AccessTarget): Promise<Set<string>> {
  if (position.accountId !== target.accountId) return new Set();
  if (await isAccountAdmin(tx, position)) return new Set(allPermissions);
  const onResource = [and(eq(roleBindings.resourceType, 'collection'), eq(roleBindings.resourceId, target.collectionId))];
  if (target.agreementId !== undefined) onResource.push(and(eq(roleBindings.resourceType, 'agreement'), eq(roleBindings.resourceId, target.agreementId)));
  const rows = await tx
    .select({ permissions: roles.permissions })
    .from(roleBindings)
    .innerJoin(roles, eq(roles.id, roleBindings.roleId))
    .where(and(bindingsApplyingTo(position.positionId), or(...onResource)));
  return new Set(rows.flatMap((r) => r.permissions));
}

