/**
 * POST /positions/login (§7, §2 Login, §8): email + password (+ persistent, security_code,
 * captcha_response_token).
 *
 * Order of checks, chosen so that no answer reveals more than the caller already proved:
 * 1. captcha when this email or IP has failed repeatedly (400 1012);
 * 2. SSO blocking password login for the email's domain (403 1005) — public anyway through the
 *    login-method lookup;
 * 3. email + password, indistinguishable in answer and timing for unknown emails (401 1000);
 * 4. only then account state: locked (403 2001);
 * 5. second factor: without a code the answer is `{ mfa }` and an `inkflow_mfa` challenge, no
 *    session; a wrong code is 401 1008.
 */
import { ApiErrorCode, type LoginMfaWire, type loginRequestSchema } from '@inkflow/core';
import type { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { verifyPassword } from '../auth/passwords.js';
import { hasLiveSecurityCode, consumeSecurityCode } from '../auth/securityCodes.js';
import { randomToken, sha256Hex } from '../auth/tokens.js';
import { isCaptchaRequired } from '../captcha/loginFailures.js';
import { verifyCaptcha } from '../captcha/verifyCaptcha.js';
import type { Db } from '../db/openDatabase.js';
import { accounts, positions } from '../db/schema.js';
import { mfaChallenges } from '../db/schema-accounts.js';
import { ApiHttpError } from '../http/ApiHttpError.js';
import { accountLocked } from '../accounts/accountState.js';
import { findActiveSsoForEmail } from '../sso/findSsoForEmail.js';
import { loadMfa } from './loadMfa.js';
import { loginChannel } from './loginChannel.js';
import { maskChannelData } from './maskChannelData.js';

/** How long the password step of an MFA login stays proven, in milliseconds. */
export const mfaChallengeMs = 10 * 60 * 1000;

/** The parsed login body (§3 Login payload). */
export type LoginInput = z.output<typeof loginRequestSchema>;

/** What a login attempt comes to: a position to start a session for, or a second factor to ask. */
export type LoginOutcome =
  | { kind: 'session'; positionId: number; email: string; persistent: boolean }
  | { kind: 'mfa'; mfa: LoginMfaWire; challengeToken: string };

/** 401 1000 "Invalid email/password". */
export const invalidCredentials = () => new ApiHttpError(401, ApiErrorCode.InvalidCredentials, 'Invalid email/password, Please try again');

/** Runs the checks above for a login from `ip`. Throws ApiHttpError 400/401/403 as listed. */
export async function login(db: Db, input: LoginInput, ip: string): Promise<LoginOutcome> {
  if (await isCaptchaRequired(db, input.email, ip)) await verifyCaptcha(db, input.captcha_response_token);

  const sso = await findActiveSsoForEmail(db, input.email);
  if (sso?.blockPasswordLogin) {
    throw new ApiHttpError(403, ApiErrorCode.SsoDomainActive, 'SSO domain is active on this email, contact your administrator');
  }

  const [position] = await db
    .select({ id: positions.id, email: positions.email, passwordHash: positions.passwordHash, locked: accounts.locked })
    .from(positions)
    .innerJoin(accounts, eq(accounts.id, positions.accountId))
    .where(sql`lower(${positions.email}) = ${input.email.toLowerCase()}`)
    .limit(1);
  const ok = await verifyPassword(position?.passwordHash, input.password);
  if (!position || !ok) throw invalidCredentials();
  if (position.locked) throw accountLocked();

  const mfa = loginChannel(await loadMfa(db, position.id), position.email);
  if (mfa) {
    if (!input.security_code) {
      const challengeToken = randomToken();
      await db.insert(mfaChallenges).values({ id: sha256Hex(challengeToken), positionId: position.id, expiresAt: new Date(Date.now() + mfaChallengeMs) });
      return {
        kind: 'mfa',
        challengeToken,
        mfa: {
          channel: mfa.channel,
          channel_data: maskChannelData(mfa.channel, mfa.channelData),
          position_id: position.id,
          has_code: await hasLiveSecurityCode(db, position.id, 'login'),
        },
      };
    }
    if (!(await consumeSecurityCode(db, position.id, 'login', input.security_code))) {
      throw new ApiHttpError(401, ApiErrorCode.InvalidSecurityCode, 'Invalid security code');
    }
  }
  return { kind: 'session', positionId: position.id, email: position.email, persistent: input.persistent };
}
