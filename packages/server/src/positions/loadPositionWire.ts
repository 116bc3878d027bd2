/**
 * GET /positions/me shape (PositionWire of @inkflow/core): the position (with its My settings:
 * title, phone, notification choices) with its account and the account's workspaces
 * (collections), its §3 features map (`account.features`, all six keys with their effective
 * values) and the end of its trial (`account.trial_ends_at`, ISO 8601 or null).
 */
import { resolveAccountFeatures, type PositionWire } from '@inkflow/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { accounts, collections, positions } from '../db/schema.js';
import { notLoggedIn } from '../http/ApiHttpError.js';

/** Loads a position as PositionWire; 401 if it vanished. */
export async function loadPositionWire(db: Db, positionId: number): Promise<PositionWire> {
  const [row] = await db
    .select({ position: positions, account: { id: accounts.id, name: accounts.name, features: accounts.features, trialEndsAt: accounts.trialEndsAt } })
    .from(positions)
    .innerJoin(accounts, eq(accounts.id, positions.accountId))
    .where(eq(positions.id, positionId))
    .limit(1);
  if (!row) throw notLoggedIn();
  const workspaces = await db
    .select({ id: collections.id, name: collections.name })
    .from(collections)
    .where(eq(collections.accountId, row.account.id))
    .orderBy(asc(collections.id));
  const p = row.position;
  return {
    id: p.id,
    fullname: p.fullname,
    email: p.email,
    language: p.language,
    user_role: p.userRole,
    title: p.title,
    phone: p.phone,
    notifications: { agreement_signed: p.notifyAgreementSigned, comment_posted: p.notifyCommentPosted, mentioned: p.notifyMentioned },
    // Every feature with its effective value, so the app needs no defaults of its own.
    account: { id: row.account.id, name: row.account.name, features: resolveAccountFeatures(row.account.features), trial_ends_at: row.account.trialEndsAt?.toISOString() ?? null },
    collections: workspaces.map((c) => ({ ...c, virtual: false })),
  };
}
