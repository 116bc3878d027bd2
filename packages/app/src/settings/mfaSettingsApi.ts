/**
 * The position's two-step authentication calls (spec §3 Position MFA, §7):
 * GET/POST/DELETE /api/positions/{id}/mfa/, POST .../mfa/code_request and .../mfa/channel_validate.
 * Shapes: docs/accounts-api.md. Non-OK answers reject with core's ApiError (401 1013 wrong
 * password, 400 1008 wrong code); a 401 without 1013 also ends the session.
 */
import { ApiError, ApiErrorCode } from '@inkflow/core';
import { useSession } from '../session/services.js';

/** The settings as the page uses them. `channelStatus` is `pending` until a code proved the channel. */
export interface MfaSettings {
  enabled: boolean;
  channel: string | null;
  channelData: string | null;
  channelStatus: 'none' | 'pending' | 'validated';
}

type Wire = { enabled: boolean; channel: string | null; channel_data: string | null; channel_status: MfaSettings['channelStatus'] };

async function call(positionId: number, path: string, method = 'GET', body?: unknown): Promise<MfaSettings> {
  const xsrf = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1];
  const response = await fetch(`/api/positions/${positionId}/mfa/${path}`, {
    method,
    credentials: 'same-origin',
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json', ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}) }, body: JSON.stringify(body) }),
  });
  const payload: unknown = (response.headers.get('content-type') ?? '').includes('json') ? await response.json() : await response.text();
  if (!response.ok) {
    const error = new ApiError(response.status, payload, response.statusText);
    if (response.status === 401 && error.code !== ApiErrorCode.InvalidPassword) useSession.getState().markSignedOut();
    throw error;
  }
  const wire = payload as Wire;
  return { enabled: wire.enabled, channel: wire.channel, channelData: wire.channel_data, channelStatus: wire.channel_status };
}

/** The calls of the two-step authentication settings page; replaceable in tests. */
export interface MfaSettingsApi {
  /** GET /positions/{id}/mfa/. */
  load(positionId: number): Promise<MfaSettings>;
  /**
   * POST /positions/{id}/mfa/, password confirmed: `email`, or `sms` with a phone, becomes pending
   * and gets a code; `personal_identification` with a personal ID (account feature
   * personalIdentificationMfa only) is on at once.
   */
  choose(positionId: number, request: { channel: 'email' | 'sms' | 'personal_identification'; channelData?: string; password: string }): Promise<MfaSettings>;
  /** POST /positions/{id}/mfa/code_request: a new code to the pending channel. */
  requestCode(positionId: number): Promise<void>;
  /** POST /positions/{id}/mfa/channel_validate: proves the pending channel and turns two-step login on. */
  validate(positionId: number, securityCode: string): Promise<MfaSettings>;
  /** DELETE /positions/{id}/mfa/ with the password: turns two-step login off. */
  disable(positionId: number, password: string): Promise<MfaSettings>;
}

const fetchApi: MfaSettingsApi = {
  load: (id) => call(id, ''),
  choose: (id, { channel, channelData, password }) => call(id, '', 'POST', { channel, ...(channelData ? { channel_data: channelData } : {}), password }),
  requestCode: async (id) => {
    const xsrf = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1];
    const response = await fetch(`/api/positions/${id}/mfa/code_request`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}) },
      body: '{}',
    });
    if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null), response.statusText);
  },
  validate: (id, code) => call(id, 'channel_validate', 'POST', { security_code: code }),
  disable: (id, password) => call(id, '', 'DELETE', { password }),
};

let current: MfaSettingsApi = fetchApi;

/** The API the page uses: the fetch one unless a test replaced it. */
export function mfaSettingsApi(): MfaSettingsApi {
  return current;
}

/** Replaces the API (tests); `null` restores the fetch one. */
export function setMfaSettingsApi(api: MfaSettingsApi | null): void {
  current = api ?? fetchApi;
}
