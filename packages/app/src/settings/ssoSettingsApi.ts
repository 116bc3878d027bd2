/**
 * The account's SSO settings calls (issue #3): GET and PUT /api/accounts/{id}/sso
 * (docs/accounts-api.md "SSO"). Same origin, anti-forgery cookie echoed on the write; non-OK
 * answers reject with core's ApiError (a 401 also ends the session, like every other call).
 */
import { ApiError } from '@inkflow/core';
import { useSession } from '../session/services.js';

/** The settings as the app uses them. The client secret is never read back, only whether one is stored. */
export interface SsoSettings {
  enabled: boolean;
  issuer: string;
  clientId: string;
  hasClientSecret: boolean;
  domains: string[];
  blockPasswordLogin: boolean;
  /** The redirect URI to register at the provider. */
  redirectUri: string;
}

/** What the page sends; `clientSecret` omitted keeps the stored secret. */
export interface SsoSettingsUpdate {
  enabled: boolean;
  issuer: string;
  clientId: string;
  clientSecret?: string;
  domains: string[];
  blockPasswordLogin: boolean;
}

type Wire = {
  enabled: boolean;
  issuer: string | null;
  client_id: string | null;
  has_client_secret: boolean;
  domains: string[];
  block_password_login: boolean;
  redirect_uri: string;
};

async function call(accountId: number, init: RequestInit = {}): Promise<SsoSettings> {
  const response = await fetch(`/api/accounts/${accountId}/sso`, { credentials: 'same-origin', ...init });
  const body: unknown = (response.headers.get('content-type') ?? '').includes('json') ? await response.json() : await response.text();
  if (!response.ok) {
    if (response.status === 401) useSession.getState().markSignedOut();
    throw new ApiError(response.status, body, response.statusText);
  }
  const wire = body as Wire;
  return {
    enabled: wire.enabled,
    issuer: wire.issuer ?? '',
    clientId: wire.client_id ?? '',
    hasClientSecret: wire.has_client_secret,
    domains: wire.domains,
    blockPasswordLogin: wire.block_password_login,
    redirectUri: wire.redirect_uri,
  };
}

/** Reads the account's SSO settings (admin only). */
export function loadSsoSettings(accountId: number): Promise<SsoSettings> {
  return call(accountId);
}

/** Replaces the account's SSO settings; resolves with what the server stored. */
export function saveSsoSettings(accountId: number, update: SsoSettingsUpdate): Promise<SsoSettings> {
  const xsrf = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1];
  return call(accountId, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}) },
    body: JSON.stringify({
      enabled: update.enabled,
      issuer: update.issuer,
      client_id: update.clientId,
      ...(update.clientSecret ? { client_secret: update.clientSecret } : {}),
      domains: update.domains,
      block_password_login: update.blockPasswordLogin,
    }),
  });
}
