/**
 * GET and PUT /accounts/{id}/embed_settings (embed account settings): the origins allowed to
 * frame the account's documents. Only an admin position of that very account may read or change
 * them (the demo user is the account's owner and admin); anyone else gets 403 (99).
 */
import type { EmbedSettingsWire, embedSettingsSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { accountEmbedSettings } from '../db/schema-embed.js';
import type { PositionActor } from '../http/actor.js';
import { requireAccountAdmin } from '../accounts/requireAccountAdmin.js';

/** The account's allowed origins ([] when none were saved). */
export async function allowedOriginsOf(db: Db, accountId: number): Promise<{ origins: string[]; updated: Date | null }> {
  const [row] = await db.select().from(accountEmbedSettings).where(eq(accountEmbedSettings.accountId, accountId)).limit(1);
  return { origins: row?.allowedOrigins ?? [], updated: row?.updated ?? null };
}

const toWire = (accountId: number, origins: string[], updated: Date | null, production: boolean): EmbedSettingsWire => ({
  account_id: accountId,
  allowed_origins: origins,
  development_origins_allowed: !production,
  updated: updated?.toISOString() ?? null,
});

/** GET: the settings. Errors: 401, 403 (99). */
export async function getEmbedSettings(db: Db, { position }: PositionActor, accountId: number, production: boolean): Promise<EmbedSettingsWire> {
  await requireAccountAdmin(db, position, accountId);
  const { origins, updated } = await allowedOriginsOf(db, accountId);
  return toWire(accountId, origins, updated, production);
}

/** PUT: replaces the allowed origins (`input` parsed by the route's embedSettingsSchema). Errors: 403 (99). */
export async function updateEmbedSettings(
  db: Db,
  { position }: PositionActor,
  accountId: number,
  input: z.output<typeof embedSettingsSchema>,
  production: boolean,
): Promise<EmbedSettingsWire> {
  await requireAccountAdmin(db, position, accountId);
  const origins = [...new Set(input.allowed_origins)];
  const updated = new Date();
  await db
    .insert(accountEmbedSettings)
    .values({ accountId, allowedOrigins: origins, updatedBy: position.positionId, updated })
    .onConflictDoUpdate({ target: accountEmbedSettings.accountId, set: { allowedOrigins: origins, updatedBy: position.positionId, updated } });
  return toWire(accountId, origins, updated, production);
}
