/**
 * The last-admin rule (§6 userRole): an account always keeps at least one active admin, who can
 * manage members, seats and groups. Role changes and deactivations check it inside their
 * transaction, after lockAccount.
 */
import { StringErrorCode } from '@inkflow/core';
import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { positions } from '../db/schema.js';
import { ApiHttpError } from '../http/ApiHttpError.js';
import { adminRoles } from '../permissions/permissionsOf.js';

/** 409 LAST_ADMIN with a message saying what to do instead. */
export const lastAdminError = () =>
  new ApiHttpError(409, StringErrorCode.LastAdmin, 'The account needs at least one active admin: make another member an admin first');

/** Throws 409 LAST_ADMIN unless an active admin other than `positionId` remains in `accountId`. */
export async function requireAnotherAdmin(tx: Db, accountId: number, positionId: number): Promise<void> {
  const [others] = await tx
    .select({ n: count() })
    .from(positions)
    .where(and(eq(positions.accountId, accountId), ne(positions.id, positionId), inArray(positions.userRole, [...adminRoles]), isNull(positions.deactivatedAt)));
  if (Number(others?.n ?? 0) === 0) throw lastAdminError();
}
