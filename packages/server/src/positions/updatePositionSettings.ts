/**
 * PUT /positions/{id} (§7 position action "update settings", My settings, core
 * positionSettingsSchema): a position changes its own name, title, phone, interface language (§1,
 * also the language of the emails it receives) and which emails it gets; an admin of its account
 * may change them too. Only the fields sent change, in one transaction.
 */
import type { PositionSettingsRequest, PositionWire } from '@inkflow/core';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { positionSettingsSchema } from '@inkflow/core';
import type { Db } from '../db/openDatabase.js';
import { positions } from '../db/schema.js';
import type { PositionActor } from '../http/actor.js';
import { accessDenied } from '../http/ApiHttpError.js';
import { isAccountAdmin } from '../permissions/permissionsOf.js';
import { loadPositionWire } from './loadPositionWire.js';

/**
 * Applies `input` (parsed by positionSettingsSchema) to position `positionId`; answers it as GET
 * /positions/me does. Errors: 403 (99) unless the caller is that position or an admin of its
 * account (another account's position is refused the same way, revealing nothing); 401 if it vanished.
 */
export async function updatePositionSettings(db: Db, { position: caller }: PositionActor, positionId: number, input: z.output<typeof positionSettingsSchema> | PositionSettingsRequest): Promise<PositionWire> {
  if (positionId !== caller.positionId) {
    const [target] = await db
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.id, positionId), eq(positions.accountId, caller.accountId)))
      .limit(1);
    if (!target || !(await isAccountAdmin(db, caller))) throw accessDenied();
  }
  const values: Partial<typeof positions.$inferInsert> = {};
  if (input.fullname !== undefined) values.fullname = input.fullname;
  if (input.title !== undefined) values.title = input.title;
  if (input.phone !== undefined) values.phone = input.phone;
  if (input.language !== undefined) values.language = input.language;
  const notifications = input.notifications ?? {};
  if (notifications.agreement_signed !== undefined) values.notifyAgreementSigned = notifications.agreement_signed;
  if (notifications.comment_posted !== undefined) values.notifyCommentPosted = notifications.comment_posted;
  if (notifications.mentioned !== undefined) values.notifyMentioned = notifications.mentioned;
  return db.transaction(async (tx) => {
    if (Object.keys(values).length > 0) await tx.update(positions).set(values).where(eq(positions.id, positionId));
    return loadPositionWire(tx, positionId);
  });
}
