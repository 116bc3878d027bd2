/**
 * The account's embed settings calls (issue #6): GET and PUT /api/accounts/{id}/embed_settings.
 * Same origin, anti-forgery cookie echoed on the write; non-OK answers reject with core's
 * ApiError (a 401 also ends the session, like every other call of the app).
 */
import { ApiError } from '@inkflow/core';
import { useSession } from '../session/services.js';

/** The settings as the app uses them. */
export interface EmbedSettings {
  allowedOrigins: string[];
  /** Outside production localhost and 127.0.0.1 on any port may frame documents too. */
  developmentOriginsAllowed: boolean;
}

type Wire = { allowed_origins: string[]; development_origins_allowed: boolean };

async function call(accountId: number, init: RequestInit = {}): Promise<EmbedSettings> {
  const response = await fetch(`/api/accounts/${accountId}/embed_settings`, { credentials: 'same-origin', ...init });
  const body: unknown = (response.headers.get('content-type') ?? '').includes('json') ? await response.json() : await response.text();
  if (!response.ok) {
    if (response.status === 401) useSession.getState().markSignedOut();
    throw new ApiError(response.status, body, response.statusText);
  }
  const wire = body as Wire;
  return { allowedOrigins: wire.allowed_origins, developmentOriginsAllowed: wire.development_origins_allowed };
}

/** Reads the account's embed settings. */
export function loadEmbedSettings(accountId: number): Promise<EmbedSettings> {
  return call(accountId);
}

/** Replaces the allowed origins; resolves with what the server stored. */
export function saveEmbedSettings(accountId: number, allowedOrigins: string[]): Promise<EmbedSettings> {
  const xsrf = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1];
  return call(accountId, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}) },
    body: JSON.stringify({ allowed_origins: allowedOrigins }),
  });
}
