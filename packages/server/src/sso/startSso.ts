/**
 * GET /api/sso/start?email=&return_to=&persistent= (§2 Login "SSO choice redirects the browser
 * to the single-sign-on login path with email, return_to and persistent"): finds the account
 * whose SSO covers the email's domain and answers the provider's authorization URL
 * (authorization code flow with PKCE, state and nonce). The state is also set in an HttpOnly
 * cookie so the callback only completes in the browser that started it (login CSRF).
 */
import { emailSchema, safeReturnPath } from '@inkflow/core';
import * as oidc from 'openid-client';
import { featureEnabled, hasPremium, loadAccountState } from '../accounts/accountState.js';
import { sha256Hex } from '../auth/tokens.js';
import type { Db } from '../db/openDatabase.js';
import { ssoLogins } from '../db/schema-accounts.js';
import { findSsoForEmail } from './findSsoForEmail.js';
import { ssoClient } from './ssoClient.js';
import { SsoError } from './SsoError.js';

/** How long the provider round trip may take, in milliseconds. */
export const ssoLoginMs = 10 * 60 * 1000;

/** Starts an SSO login; resolves the provider URL and the state for the cookie. Throws SsoError. */
export async function startSso(
  db: Db,
  input: { query: Record<string, unknown>; origin: string; production: boolean },
): Promise<{ url: string; state: string }> {
  const parsed = emailSchema.safeParse(input.query.email);
  if (!parsed.success) throw new SsoError('sso-invalid', 'invalid email');
  const email = parsed.data;
  const sso = await findSsoForEmail(db, email);
  if (!sso) throw new SsoError('sso-invalid', 'no SSO for this domain');
  const account = await loadAccountState(db, sso.accountId);
  if (!sso.enabled || !featureEnabled(account, 'sso') || !hasPremium(account)) throw new SsoError('extension-disabled', 'SSO is off for this account');
  if (account.locked) throw new SsoError('login-disabled', 'account locked');

  let config: oidc.Configuration;
  try {
    config = await ssoClient(sso, input.production);
  } catch (error) {
    throw new SsoError('runtime-problems', `discovery failed: ${(error as Error).message}`);
  }
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await db.insert(ssoLogins).values({
    id: sha256Hex(state),
    accountId: sso.accountId,
    email,
    codeVerifier,
    nonce,
    // Only a same-origin path survives (core safeReturnPath: no control characters, backslashes or encoded slashes).
    returnTo: safeReturnPath(input.query.return_to) ?? '/',
    persistent: input.query.persistent === '1' || input.query.persistent === 'true',
    expiresAt: new Date(Date.now() + ssoLoginMs),
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: `${input.origin}/api/sso/callback`,
    scope: 'openid email profile',
    response_type: 'code',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    login_hint: email,
  });
  return { url: url.href, state };
}
