/**
 * Account states (§1 trial, §6 "An account can be locked. A trial can expire."): locked accounts
 * cannot log in (2001); an account without premium (core hasPremium: the free plan, or a trial
 * that ended) gets 2002 on premium calls while the basic ones — logging in, contracts, e-signing,
 * PDF upload — stay free. Which calls are premium is declared once, in the route contract
 * (RouteDefinition.premium), and enforced by http/premiumGuard.ts.
 */
import { ApiErrorCode, accountFeatureEnabled, hasPremium, type AccountPlan } from '@inkflow/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { accounts } from '../db/schema.js';
import { ApiHttpError } from '../http/ApiHttpError.js';

/** The state fields of an account. */
export interface AccountState {
  id: number;
  name: string;
  locked: boolean;
  plan: AccountPlan;
  trialEndsAt: Date | null;
  features: Record<string, { enabled: 0 | 1 }>;
}

/** The §8 2002 message: the trial has expired, and whom to ask (§8 "contact sales by email or phone"). */
export const trialExpiredMessage = 'Your free trial has expired. Contact sales by email or phone to upgrade.';

/** 403 2001 "Your account has been locked". */
export const accountLocked = () => new ApiHttpError(403, ApiErrorCode.AccountLocked, 'Your account has been locked');
/** 403 2002 "Your free trial has expired" with the contact-sales text. */
export const trialExpired = () => new ApiHttpError(403, ApiErrorCode.TrialExpired, trialExpiredMessage);

/**
 * True when the account feature `name` is on (§3 "features map, each with enabled 0 or 1"); a
 * feature the account never set takes its default (core accountFeatureEnabled).
 */
export function featureEnabled(account: Pick<AccountState, 'features'>, name: string): boolean {
  return accountFeatureEnabled(account.features, name);
}

/**
 * core hasPremium as an SQL condition on the `accounts` row, for queries that pick accounts with
 * premium (webhook deliveries): the paid plan, or a trial that has not ended.
 */
export const accountHasPremium = sql`(${accounts.plan} = 'paid' OR (${accounts.plan} = 'trial' AND ${accounts.trialEndsAt} > now()))`;

/** Loads an account's state; throws when it does not exist (a foreign key makes that a bug). */
export async function loadAccountState(db: Db, accountId: number): Promise<AccountState> {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name, locked: accounts.locked, plan: accounts.plan, trialEndsAt: accounts.trialEndsAt, features: accounts.features })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row) throw new Error(`account ${accountId} not found`);
  return row;
}

/**
 * For premium calls: resolves with the account when it is neither locked (2001) nor without
 * premium (2002). Basic features (e-signing, PDF upload) must not call this; routes declare
 * `premium` in their contract instead of calling it themselves.
 */
export async function requirePremium(db: Db, accountId: number, now = new Date()): Promise<AccountState> {
  const account = await loadAccountState(db, accountId);
  if (account.locked) throw accountLocked();
  if (!hasPremium(account, now)) throw trialExpired();
  return account;
}
