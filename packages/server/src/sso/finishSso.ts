/**
 * GET /api/sso/callback (§6 SSO): completes the authorization code flow started by startSso and
 * finds the position to log in — the one with the ID token's email in the SSO account.
 * Reasons on failure: sso-invalid (unknown/expired state, cookie mismatch, token or nonce
 * invalid, another email than asked for, unverified email), login-disabled (no such position,
 * account locked), extension-disabled (SSO switched off meanwhile), runtime-problems (provider
 * unreachable or misbehaving).
 */
import * as oidc from 'openid-client';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { featureEnabled, hasPremium, loadAccountState } from '../accounts/accountState.js';
import { safeEqual, sha256Hex } from '../auth/tokens.js';
import type { Db } from '../db/openDatabase.js';
import { positions } from '../db/schema.js';
import { accountSso, ssoLogins } from '../db/schema-accounts.js';
import { ssoClient } from './ssoClient.js';
import { SsoError } from './SsoError.js';

/** Resolves the position to log in, whether the session persists, and where to go next. */
export async function finishSso(
  db: Db,
  input: { callbackUrl: URL; stateCookie: string | undefined; production: boolean },
): Promise<{ positionId: number; persistent: boolean; returnTo: string }> {
  const state = input.callbackUrl.searchParams.get('state') ?? '';
  if (!state || !input.stateCookie || !safeEqual(state, input.stateCookie)) throw new SsoError('sso-invalid', 'state does not match this browser');
  await db.delete(ssoLogins).where(lt(ssoLogins.expiresAt, new Date()));
  // Deleting the row makes the state single-use.
  const [login] = await db
    .delete(ssoLogins)
    .where(and(eq(ssoLogins.id, sha256Hex(state)), gt(ssoLogins.expiresAt, new Date())))
    .returning();
  if (!login) throw new SsoError('sso-invalid', 'unknown or expired state');
  if (input.callbackUrl.searchParams.has('error')) throw new SsoError('sso-invalid', `provider said ${input.callbackUrl.searchParams.get('error')}`);
  const [sso] = await db.select().from(accountSso).where(eq(accountSso.accountId, login.accountId)).limit(1);
  const account = await loadAccountState(db, login.accountId);
  if (!sso?.enabled || !featureEnabled(account, 'sso') || !hasPremium(account)) throw new SsoError('extension-disabled', 'SSO is off for this account');

  let claims: { email?: unknown; email_verified?: unknown } | undefined;
  try {
    const config = await ssoClient(sso, input.production);
    const tokens = await oidc.authorizationCodeGrant(config, input.callbackUrl, {
      pkceCodeVerifier: login.codeVerifier,
      expectedState: state,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    claims = idToken as { email?: unknown; email_verified?: unknown } | undefined;
    // Many providers (oidc-provider among them) put scope claims such as email only in the
    // UserInfo response when an access token is issued; ask there, bound to the ID token's sub.
    if (idToken && typeof idToken.email !== 'string') claims = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
  } catch (error) {
    // A token the provider answered but we reject is the provider's or an attacker's doing
    // (sso-invalid); a network or server failure is runtime-problems.
    const invalid = error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError || (error as { code?: string }).code?.startsWith('OAUTH_');
    throw new SsoError(invalid ? 'sso-invalid' : 'runtime-problems', `token exchange failed: ${(error as Error).message}`);
  }
  const email = typeof claims?.email === 'string' ? claims.email.toLowerCase() : '';
  if (!email || email !== login.email.toLowerCase()) throw new SsoError('sso-invalid', 'the provider vouched for another email');
  if (claims?.email_verified === false) throw new SsoError('sso-invalid', 'email not verified by the provider');
  if (account.locked) throw new SsoError('login-disabled', 'account locked');
  const [position] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.accountId, login.accountId), sql`lower(${positions.email}) = ${email}`))
    .limit(1);
  if (!position) throw new SsoError('login-disabled', 'no position with this email in the account');
  return { positionId: position.id, persistent: login.persistent, returnTo: login.returnTo };
}
