/**
 * PUT /accounts/{id} (account settings): the company name, the brand colour, the default
 * contract language and the default sign method; a field left out stays as it is.
 */
import type { AccountWire, accountSettingsSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { accounts } from '../db/schema.js';
import type { PositionActor } from '../http/actor.js';
import { accountToWire } from './accountToWire.js';
import { requireAccountAdmin } from './requireAccountAdmin.js';

/** Applies `input` (parsed by accountSettingsSchema) and answers the account. Errors: 403 (99) unless `actor` is its admin. */
export async function updateAccount(db: Db, actor: PositionActor, accountId: number, input: z.output<typeof accountSettingsSchema>): Promise<AccountWire> {
  await requireAccountAdmin(db, actor.position, accountId);
  const values = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.brand_color !== undefined ? { brandColor: input.brand_color } : {}),
    ...(input.default_language !== undefined ? { defaultLanguage: input.default_language } : {}),
    ...(input.default_sign_method !== undefined ? { defaultSignMethod: input.default_sign_method } : {}),
  };
  // An empty body changes nothing; update() needs at least one column, so set the id to itself.
  const [row] = await db
    .update(accounts)
    .set(Object.keys(values).length ? values : { id: accountId })
    .where(eq(accounts.id, accountId))
    .returning();
  return accountToWire(row!);
}
