/**
 * The OpenID Connect client of an account's SSO settings (openid-client 6): discovery of the
 * issuer, then the relying-party Configuration. Plain-http issuers are allowed only outside
 * production (local identity providers and the tests' in-process oidc-provider).
 */
import * as oidc from 'openid-client';
import type { SsoSettings } from './findSsoForEmail.js';

/** Discovers the issuer and returns the client configuration; rejects when the issuer is unreachable or invalid. */
export async function ssoClient(settings: Pick<SsoSettings, 'issuer' | 'clientId' | 'clientSecret'>, production: boolean): Promise<oidc.Configuration> {
  const insecure = !production && settings.issuer.startsWith('http:');
  return oidc.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret ?? undefined, undefined, {
    ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    timeout: 10,
  });
}
