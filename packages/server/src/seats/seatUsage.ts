/**
 * Seats in use (§1 "Company accounts have seats", §5 Number of seats, §8 101): every active
 * position of the account and every pending invitation (a sign-up link in state 2 not yet used
 * or expired) takes a seat; a deactivated position frees its own.
 */
import { ApiErrorCode, type SeatsWire } from '@inkflow/core';
import { and, count, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { accountTokens } from '../db/schema-accounts.js';
import { accounts, positions } from '../db/schema.js';
import { ApiHttpError } from '../http/ApiHttpError.js';

/** The seats of an account: bought, and used by active positions and pending invitations. */
export interface SeatUsage {
  numberOfSeats: number;
  active: number;
  invited: number;
  used: number;
}

/** 403 101 "Account limit exceeded": every seat is taken. */
export const accountLimitExceeded = () => new ApiHttpError(403, ApiErrorCode.AccountLimitExceeded, 'Account limit exceeded');

/** The condition of the account's pending invitations (unused, unexpired sign-up links in state 2). */
export function pendingInvitations(accountId: number): SQL {
  return and(
    eq(accountTokens.accountId, accountId),
    eq(accountTokens.kind, 'signup'),
    eq(accountTokens.state, 2),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  )!;
}

/**
 * Counts the seats of `accountId`. With `lock` (inside a transaction) the account row stays
 * locked until it ends, so two invitations racing for the last seat cannot both take it. An
 * invitation to `exceptEmail` is left out: re-inviting that address replaces it.
 */
export async function seatUsage(tx: Db, accountId: number, options: { lock?: boolean; exceptEmail?: string } = {}): Promise<SeatUsage> {
  const accountQuery = tx.select({ seats: accounts.seats }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  const [account] = options.lock ? await accountQuery.for('update') : await accountQuery;
  if (!account) throw new Error(`account ${accountId} not found`);
  const invitationFilter = options.exceptEmail
    ? and(pendingInvitations(accountId), ne(sql`lower(${accountTokens.email})`, options.exceptEmail.toLowerCase()))
    : pendingInvitations(accountId);
  const [[active], [invited]] = await Promise.all([
    tx.select({ n: count() }).from(positions).where(and(eq(positions.accountId, accountId), isNull(positions.deactivatedAt))),
    tx.select({ n: count() }).from(accountTokens).where(invitationFilter),
  ]);
  const a = Number(active?.n ?? 0);
  const i = Number(invited?.n ?? 0);
  return { numberOfSeats: account.seats, active: a, invited: i, used: a + i };
}

/** Throws 403 101 unless a seat is free (`seatUsage` options as given, e.g. `lock`). */
export async function requireFreeSeat(tx: Db, accountId: number, options: { lock?: boolean; exceptEmail?: string } = {}): Promise<void> {
  const usage = await seatUsage(tx, accountId, options);
  if (usage.used >= usage.numberOfSeats) throw accountLimitExceeded();
}

/** The §7 answer of the seat calls; `paymentProvider` names who charges purchases. */
export function seatsToWire(usage: SeatUsage, paymentProvider: string): SeatsWire {
  return {
    number_of_seats: usage.numberOfSeats,
    used: usage.used,
    active: usage.active,
    invited: usage.invited,
    available: Math.max(0, usage.numberOfSeats - usage.used),
    payment_provider: paymentProvider,
  };
}
