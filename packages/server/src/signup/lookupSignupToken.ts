/**
 * GET /positions/signup_step2?private_token= (§7, §4 Token lookup): the sign-up token record
 * `{ id, email, state, language, account: { name } | null }` (state 2: an invite into
 * `account`). 409 1001 when the email is already registered; 404 NOT_FOUND when the key is
 * unknown, expired or superseded (the page then shows §8 "Your sign up key is not valid...").
 */
import { ApiErrorCode, type SignupTokenWire } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import { findLinkToken } from '../auth/linkTokens.js';
import type { Db } from '../db/openDatabase.js';
import { accounts } from '../db/schema.js';
import { ApiHttpError, notFound } from '../http/ApiHttpError.js';
import { emailTaken } from '../positions/emailTaken.js';

/** 404 for a sign-up key that is not (or no longer) valid. */
export const invalidSignupKey = () => notFound('Your sign up key is not valid, it may have expired or a new one was requested, submit your email again');
/** 409 1001 "User is already registered". */
export const alreadyRegistered = () => new ApiHttpError(409, ApiErrorCode.AlreadyRegistered, 'User is already registered');

/** Looks a sign-up token up. */
export async function lookupSignupToken(db: Db, token: string): Promise<SignupTokenWire> {
  const row = await findLinkToken(db, 'signup', token);
  if (!row) throw invalidSignupKey();
  if (await emailTaken(db, row.email)) throw alreadyRegistered();
  let account: { name: string } | null = null;
  if (row.state === 2 && row.accountId !== null) {
    const [found] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, row.accountId)).limit(1);
    account = found ?? null;
  }
  return { id: row.id, email: row.email, state: row.state, language: row.language, account };
}
