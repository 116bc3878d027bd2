/**
 * POST /positions/{id}/deactivate and /reactivate (§6 userRole, §7 position actions): an account
 * admin turns a member off — the position can no longer log in (403 99), every session and
 * two-step login in progress ends, and its seat is freed — or on again, which takes a seat.
 * Bindings and group memberships stay, so a reactivated member finds its access unchanged.
 */
import type { MemberWire } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { positions } from '../db/schema.js';
import type { PositionActor } from '../http/actor.js';
import { badRequest } from '../http/ApiHttpError.js';
import { adminRoles } from '../permissions/permissionsOf.js';
import { requireFreeSeat } from '../seats/seatUsage.js';
import { requireAnotherAdmin } from './lastAdmin.js';
import { lockAccount } from './lockAccount.js';
import { loadMemberPosition, positionMemberToWire } from './memberToWire.js';
import { requireAccountAdmin } from '../accounts/requireAccountAdmin.js';
import { endTrustedDevices } from './revokeTrustedDevices.js';

/**
 * Deactivates position `id` of the caller's account (idempotent). Errors: 403 (99) not an admin,
 * 404 no such position, 400 the caller's own position, 409 LAST_ADMIN for the last active admin.
 */
export async function deactivatePosition(db: Db, { position: caller }: PositionActor, id: number): Promise<MemberWire> {
  await requireAccountAdmin(db, caller, caller.accountId);
  if (id === caller.positionId) throw badRequest('You cannot deactivate your own user; ask another admin');
  return db.transaction(async (tx) => {
    await lockAccount(tx, caller.accountId);
    const target = await loadMemberPosition(tx, caller.accountId, id, { lock: true });
    if (target.deactivatedAt) return positionMemberToWire(target);
    if (adminRoles.has(target.userRole)) await requireAnotherAdmin(tx, caller.accountId, id);
    const [row] = await tx.update(positions).set({ deactivatedAt: new Date() }).where(eq(positions.id, id)).returning({ deactivatedAt: positions.deactivatedAt });
    await endTrustedDevices(tx, id);
    return positionMemberToWire({ ...target, deactivatedAt: row!.deactivatedAt });
  });
}

/** Reactivates position `id` (idempotent). Errors: 403 (99) not an admin, 404 no such position, 403 101 no free seat. */
export async function reactivatePosition(db: Db, { position: caller }: PositionActor, id: number): Promise<MemberWire> {
  await requireAccountAdmin(db, caller, caller.accountId);
  return db.transaction(async (tx) => {
    const target = await loadMemberPosition(tx, caller.accountId, id, { lock: true });
    if (!target.deactivatedAt) return positionMemberToWire(target);
    await requireFreeSeat(tx, caller.accountId, { lock: true });
    await tx.update(positions).set({ deactivatedAt: null }).where(eq(positions.id, id));
    return positionMemberToWire({ ...target, deactivatedAt: null });
  });
}
