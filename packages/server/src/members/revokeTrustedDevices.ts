/**
 * POST /positions/{id}/revoke_trusted_devices (§7 position action "revoke trusted devices"): the
 * devices a position is trusted on are its sessions — browser sessions and the 30-day "Remember
 * me" ones — and any two-step login waiting for its code. Revoking ends them all, so every device
 * must log in again with the password (and the second factor, when on).
 */
import type { RevokedDevicesWire } from '@inkflow/core';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { sessions } from '../db/schema.js';
import { mfaChallenges } from '../db/schema-accounts.js';
import type { PositionActor } from '../http/actor.js';
import { isAccountAdmin } from '../permissions/permissionsOf.js';
import { accessDenied } from '../http/ApiHttpError.js';
import { loadMemberPosition } from './memberToWire.js';

/** Deletes every session of `positionId` but `keepSessionId`, and its pending two-step logins; returns the sessions ended. */
export async function endTrustedDevices(tx: Db, positionId: number, keepSessionId?: string): Promise<number> {
  const where = keepSessionId ? and(eq(sessions.positionId, positionId), ne(sessions.id, keepSessionId)) : eq(sessions.positionId, positionId);
  const ended = await tx.delete(sessions).where(where).returning({ id: sessions.id });
  await tx.delete(mfaChallenges).where(eq(mfaChallenges.positionId, positionId));
  return ended.length;
}

/**
 * Revokes the trusted devices of position `id`: an admin for any member of the account, a
 * position for itself (keeping the session it calls from). Errors: 403 (99) otherwise, 404 no
 * such position in the caller's account.
 */
export async function revokeTrustedDevices(db: Db, { position: caller }: PositionActor, id: number): Promise<RevokedDevicesWire> {
  const self = id === caller.positionId;
  if (!self && !(await isAccountAdmin(db, caller))) throw accessDenied();
  return db.transaction(async (tx) => {
    await loadMemberPosition(tx, caller.accountId, id);
    return { sessions_revoked: await endTrustedDevices(tx, id, self ? caller.sessionId : undefined) };
  });
}
