/**
 * PUT /positions/{id}/user_role (§3 userRole, §6 "The account role is the position's userRole"):
 * an account admin makes a member an admin or an admin a member. The account always keeps an
 * active admin (409 LAST_ADMIN), also when admins change each other's roles at the same time.
 */
import type { MemberWire, userRoleChangeSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { positions } from '../db/schema.js';
import type { PositionActor } from '../http/actor.js';
import { adminRoles } from '../permissions/permissionsOf.js';
import { requireAnotherAdmin } from './lastAdmin.js';
import { lockAccount } from './lockAccount.js';
import { loadMemberPosition, positionMemberToWire } from './memberToWire.js';
import { requireAccountAdmin } from '../accounts/requireAccountAdmin.js';

/** Sets the role of position `id`. Errors: 403 (99) not an admin, 404 no such position, 409 LAST_ADMIN. */
export async function changeUserRole(db: Db, { position: caller }: PositionActor, id: number, input: z.output<typeof userRoleChangeSchema>): Promise<MemberWire> {
  await requireAccountAdmin(db, caller, caller.accountId);
  return db.transaction(async (tx) => {
    await lockAccount(tx, caller.accountId);
    const target = await loadMemberPosition(tx, caller.accountId, id, { lock: true });
    if (target.userRole === input.user_role) return positionMemberToWire(target);
    // Only an active admin keeps the account managed; a deactivated one never counted.
    if (adminRoles.has(target.userRole) && !adminRoles.has(input.user_role) && !target.deactivatedAt) await requireAnotherAdmin(tx, caller.accountId, id);
    await tx.update(positions).set({ userRole: input.user_role }).where(eq(positions.id, id));
    return positionMemberToWire({ ...target, userRole: input.user_role });
  });
}
