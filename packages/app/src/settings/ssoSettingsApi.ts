/**
 * The account's SSO settings calls (§6 SSO): GET and PUT /api/accounts/{id}/sso, on the typed
 * client. Non-OK answers reject with core's ApiError (a 401 also ends the session, like every
 * other call).
 */
import type { SsoSettingsWire } from '@inkflow/core';
import { api } from '../session/services.js';

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

function fromWire(wire: SsoSettingsWire): SsoSettings {
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
export async function loadSsoSettings(accountId: number): Promise<SsoSettings> {
  return fromWire(await api.call('GET /accounts/:id/sso', { params: { id: accountId } }));
}

/** Replaces the account's SSO settings; resolves with what the server stored. */
export async function saveSsoSettings(accountId: number, update: SsoSettingsUpdate): Promise<SsoSettings> {
  const body = {
    enabled: update.enabled,
    issuer: update.issuer,
    client_id: update.clientId,
    ...(update.clientSecret ? { client_secret: update.clientSecret } : {}),
    domains: update.domains,
    block_password_login: update.blockPasswordLogin,
  };
  return fromWire(await api.call('PUT /accounts/:id/sso', { params: { id: accountId }, body }));
}
