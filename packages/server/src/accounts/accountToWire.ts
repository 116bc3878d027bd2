/** An account row as GET /accounts/{id} answers it (core accountWireSchema). */
import type { AccountWire } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { accounts } from '../db/schema.js';
import { notFound } from '../http/ApiHttpError.js';
import { logoPath } from './accountBrand.js';

/** The columns of an account the settings calls read and answer. */
export type AccountRow = typeof accounts.$inferSelect;

/** The wire shape of `row`. */
export function accountToWire(row: AccountRow): AccountWire {
  return {
    id: row.id,
    name: row.name,
    plan: row.plan,
    trial_ends_at: row.trialEndsAt?.toISOString() ?? null,
    logo_url: row.logoFile ? logoPath(row.id, row.logoFile) : null,
    brand_color: row.brandColor,
    default_language: (row.defaultLanguage as AccountWire['default_language']) ?? null,
    default_sign_method: row.defaultSignMethod,
  };
}

/** Loads account `accountId`; with `lock`, the row stays locked until the transaction ends. Throws 404 when it does not exist. */
export async function loadAccountRow(db: Db, accountId: number, options: { lock?: boolean } = {}): Promise<AccountRow> {
  const query = db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('Account not found');
  return row;
}
