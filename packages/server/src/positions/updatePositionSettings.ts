/**
 * PUT /positions/{id} (§7 position action "update settings", core positionSettingsSchema): the
 * signed-in position changes its own settings; today its interface language (§1), which also
 * picks the language of the emails it receives.
 */
import type { PositionSettingsRequest, PositionWire } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { positions } from '../db/schema.js';
import { loadPositionWire } from './loadPositionWire.js';

/** Applies `input` to position `positionId` in one transaction; answers the position as GET /positions/me. Errors: 401 if it vanished. */
export async function updatePositionSettings(db: Db, positionId: number, input: PositionSettingsRequest): Promise<PositionWire> {
  return db.transaction(async (tx) => {
    if (input.language) await tx.update(positions).set({ language: input.language }).where(eq(positions.id, positionId));
    return loadPositionWire(tx, positionId);
  });
}
