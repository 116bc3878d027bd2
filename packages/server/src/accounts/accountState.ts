/**
 * Account states (§1 trial, §6 "An account can be locked. A trial can expire."): locked accounts
 * cannot log in (2001); after the 14-day trial the premium features answer 2002 while the basic
 * ones — logging in, contracts, e-signing, PDF upload — stay free.
 */
import { ApiErrorCode, accountFeatureEnabled } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { accounts } from '../db/schema.js';
import { ApiHttpError } from '../http/ApiHttpError.js';

/** Length of the premium trial a self sign-up gets, in milliseconds (§9: 14 days). */
export const trialMs = 14 * 24 * 60 * 60 * 1000;

/** The state fields of an account. */
export interface AccountState {
  id: number;
  name: string;
  locked: boolean;
  trialEndsAt: Date | null;
  features: Record<string, { enabled: 0 | 1 }>;
}

/** 403 2001 "Your account has been locked". */
export const accountLocked = () => new ApiHttpError(403, ApiErrorCode.AccountLocked, 'Your account has been locked');
/** 403 2002 "Your free trial has expired". */
export const trialExpired = () => new ApiHttpError(403, ApiErrorCode.TrialExpired, 'Your free trial has expired');

/**
 * True while premium features are available: during the trial, or for accounts that never had
 * one (created before sign-up existed, or set up by sales, where `trial_ends_at` is null).
 */
export function hasPremium(account: Pick<AccountState, 'trialEndsAt'>, now = new Date()): boolean {
  return account.trialEndsAt === null || account.trialEndsAt > now;
}

/**
 * True when the account feature `name` is on (§3 "features map, each with enabled 0 or 1"); a
 * feature the account never set takes its default (core accountFeatureEnabled).
 */
export function featureEnabled(account: Pick<AccountState, 'features'>, name: string): boolean {
  return accountFeatureEnabled(account.features, name);
}

/** Loads an account's state; throws when it does not exist (a foreign key makes that a bug). */
export async function loadAccountState(db: Db, accountId: number): Promise<AccountState> {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name, locked: accounts.locked, trialEndsAt: accounts.trialEndsAt, features: accounts.features })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row) throw new Error(`account ${accountId} not found`);
  return row;
}

/**
 * For premium calls: resolves with the account when it is neither locked (2001) nor past its
 * trial (2002). Basic features (e-signing, PDF upload) must not call this.
 */
export async function requirePremium(db: Db, accountId: number): Promise<AccountState> {
  const account = await loadAccountState(db, accountId);
  if (account.locked) throw accountLocked();
  if (!hasPremium(account)) throw trialExpired();
  return account;
}
