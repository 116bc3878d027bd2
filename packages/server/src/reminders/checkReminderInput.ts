/**
 * Rules of a reminder's recipients and time: `date_time` lies in the future, and every recipient
 * is a position of the agreement's account that may view the agreement (a reminder must not
 * tell anyone about a contract they cannot open).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { positions } from '../db/schema.js';
import { badRequest } from '../http/ApiHttpError.js';
import type { AccessTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { permissionsOf } from '../permissions/permissionsOf.js';

/** Throws 400 BAD_REQUEST naming the field at fault. `now` is injectable for tests. */
export async function checkReminderInput(
  tx: Db,
  target: AccessTarget,
  input: { to_positions?: number[]; date_time?: string },
  now = new Date(),
): Promise<void> {
  if (input.date_time !== undefined && new Date(input.date_time).getTime() <= now.getTime()) throw badRequest('date_time: must be in the future');
  if (input.to_positions === undefined) return;
  const ids = [...new Set(input.to_positions)];
  const found = await tx
    .select({ id: positions.id })
    .from(positions)
    .where(and(inArray(positions.id, ids), eq(positions.accountId, target.accountId)));
  if (found.length !== ids.length) throw badRequest('to_positions: unknown position');
  for (const id of ids) {
    const granted = await permissionsOf(tx, { positionId: id, accountId: target.accountId }, target);
    if (!granted.has(Permission.View)) throw badRequest('to_positions: a recipient cannot view this contract');
  }
}
