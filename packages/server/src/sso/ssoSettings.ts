/**
 * GET and PUT /api/accounts/{id}/sso (§6 "SSO ... is available per account"): an account admin
 * reads and sets the OpenID Connect settings. The client secret is write-only. Setting SSO is a
 * premium feature (403 2002 after the trial); both answer 403 6001 while the account has its sso
 * feature off (accounts/requireFeature.ts).
 */
import type { SsoSettingsWire, ssoSettingsSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import { requirePremium } from '../accounts/accountState.js';
import { requireFeature } from '../accounts/requireFeature.js';
import type { Db } from '../db/openDatabase.js';
import { accountSso } from '../db/schema-accounts.js';
import { requireAccountAdmin } from '../accounts/requireAccountAdmin.js';
import type { z } from 'zod';
import type { PositionActor } from '../http/actor.js';

/** Reads the settings of `accountId` (403 99 unless the caller is its admin). */
export async function getSsoSettings(db: Db, { position: caller }: PositionActor, accountId: number, origin: string): Promise<SsoSettingsWire> {
  await requireAccountAdmin(db, caller, accountId);
  await requireFeature(db, accountId, 'sso');
  const [row] = await db.select().from(accountSso).where(eq(accountSso.accountId, accountId)).limit(1);
  return {
    enabled: row?.enabled ?? false,
    issuer: row?.issuer ?? null,
    client_id: row?.clientId ?? null,
    has_client_secret: Boolean(row?.clientSecret),
    domains: row?.domains ?? [],
    block_password_login: row?.blockPasswordLogin ?? false,
    redirect_uri: `${origin}/api/sso/callback`,
  };
}

/** Replaces the settings; an omitted client_secret keeps the stored one. */
export async function updateSsoSettings(db: Db, actor: PositionActor, accountId: number, input: z.output<typeof ssoSettingsSchema>, origin: string): Promise<SsoSettingsWire> {
  const caller = actor.position;
  await requireAccountAdmin(db, caller, accountId);
  await requireFeature(db, accountId, 'sso');
  await requirePremium(db, accountId);
  const values = {
    enabled: input.enabled,
    issuer: input.issuer,
    clientId: input.client_id,
    domains: [...new Set(input.domains)],
    blockPasswordLogin: input.block_password_login,
    updated: new Date(),
    ...(input.client_secret !== undefined ? { clientSecret: input.client_secret } : {}),
  };
  await db.insert(accountSso).values({ accountId, ...values }).onConflictDoUpdate({ target: accountSso.accountId, set: values });
  return getSsoSettings(db, actor, accountId, origin);
}
