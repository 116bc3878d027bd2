/** A position's MFA settings row, or the "none" default (§3 Position MFA). */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { positionMfa } from '../db/schema-accounts.js';

export type PositionMfaRow = typeof positionMfa.$inferSelect;

/** Loads the MFA row of a position; a position without one has MFA off. */
export async function loadMfa(db: Db, positionId: number): Promise<PositionMfaRow> {
  const [row] = await db.select().from(positionMfa).where(eq(positionMfa.positionId, positionId)).limit(1);
  return row ?? { positionId, enabled: false, channel: null, channelData: null, pendingChannel: null, pendingChannelData: null, updated: new Date(0) };
}
