/**
 * POST /positions/signup_step2 (§7, §2 Complete registration, §6): completes a sign-up token.
 * - state 1 (self sign-up), complete-registration payload: creates the company account with a
 *   14-day premium trial, its first position (role admin) and the workspace "Contracts", and
 *   keeps the wizard answers and the sign-up's tracking values in account_profiles;
 * - state 2 (invite), invite payload: creates a position in the inviting account with the
 *   invite's language and role (default member). The pending invitation already held its seat.
 * All in one transaction with the token row locked, so a token completes at most once. The
 * caller then starts a session. 404 invalid key, 409 1001 already registered, 400 bad payload.
 */
import { completeRegistrationSchema, inviteCompletionSchema, trialMs, type completeSignupBodySchema } from '@inkflow/core';
import type { z } from 'zod';
import { findLinkToken, useLinkToken } from '../auth/linkTokens.js';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/openDatabase.js';
import { accounts, collections, positions } from '../db/schema.js';
import { accountProfiles } from '../db/schema-accounts.js';
import { parseOrThrow } from '../http/ApiHttpError.js';
import { emailTaken, isUniqueViolation } from '../positions/emailTaken.js';
import { alreadyRegistered, invalidSignupKey } from './lookupSignupToken.js';

/** The name of the workspace every new company starts with. */
export const firstWorkspaceName = 'Contracts';

/**
 * Completes the sign-up of `body` (core completeSignupBodySchema: `private_token` checked; the
 * rest is checked here against the payload of the token's state); returns the new position's id.
 */
export async function completeSignup(db: Db, body: z.output<typeof completeSignupBodySchema>): Promise<{ positionId: number }> {
  const token = body.private_token;
  const preview = await findLinkToken(db, 'signup', token);
  if (!preview) throw invalidSignupKey();
  const invite = preview.state === 2;
  const input = invite ? { invite: parseOrThrow(inviteCompletionSchema, body) } : { self: parseOrThrow(completeRegistrationSchema, body) };
  const passwordHash = await hashPassword((input.invite ?? input.self)!.password);
  try {
    return await db.transaction(async (tx) => {
      const row = await findLinkToken(tx, 'signup', token, true);
      if (!row) throw invalidSignupKey();
      if (await emailTaken(tx, row.email)) throw alreadyRegistered();
      let positionId: number;
      if (input.self) {
        const s = input.self;
        const [account] = await tx
          .insert(accounts)
          .values({ name: s.company_name, plan: 'trial', trialEndsAt: new Date(Date.now() + trialMs) })
          .returning({ id: accounts.id });
        const [position] = await tx
          .insert(positions)
          .values({ accountId: account!.id, email: row.email, fullname: s.fullname, passwordHash, language: s.language, userRole: 'admin' })
          .returning({ id: positions.id });
        await tx.insert(collections).values({ accountId: account!.id, name: firstWorkspaceName });
        const { password: _password, private_token: _token, ...answers } = s;
        await tx.insert(accountProfiles).values({ accountId: account!.id, data: { ...answers, ...(row.data as object) } });
        positionId = position!.id;
      } else {
        if (row.accountId === null) throw invalidSignupKey();
        const data = row.data as { fullname?: unknown; user_role?: unknown };
        const fullname = typeof data.fullname === 'string' && data.fullname !== '' ? data.fullname : row.email.split('@')[0]!;
        // The role the admin chose when inviting (§3 userRole); invitations sent before roles were chosen make members.
        const userRole = data.user_role === 'admin' ? 'admin' : 'member';
        const [position] = await tx
          .insert(positions)
          .values({ accountId: row.accountId, email: row.email, fullname: fullname.slice(0, 100), passwordHash, language: row.language, userRole })
          .returning({ id: positions.id });
        positionId = position!.id;
      }
      await useLinkToken(tx, row.id);
      return { positionId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyRegistered();
    throw error;
  }
}
