/**
 * The position's two-step authentication calls (spec §3 Position MFA, §7), on the typed client:
 * GET/POST/DELETE /api/positions/{id}/mfa/, POST .../mfa/code_request and .../mfa/channel_validate.
 * Non-OK answers reject with core's ApiError (401 1013 wrong password, 400 1008 wrong code); a
 * 401 without 1013 also ends the session (the app client's unauthorized handler).
 */
import type { MfaSettingsWire } from '@inkflow/core';
import { api } from '../session/services.js';

/** The settings as the page uses them. `channelStatus` is `pending` until a code proved the channel. */
export interface MfaSettings {
  enabled: boolean;
  channel: string | null;
  channelData: string | null;
  channelStatus: 'none' | 'pending' | 'validated';
}

function fromWire(wire: MfaSettingsWire): MfaSettings {
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
  load: async (id) => fromWire(await api.call('GET /positions/:id/mfa/', { params: { id } })),
  choose: async (id, { channel, channelData, password }) =>
    fromWire(await api.call('POST /positions/:id/mfa/', { params: { id }, body: { channel, ...(channelData ? { channel_data: channelData } : {}), password } })),
  requestCode: async (id) => {
    await api.call('POST /positions/:id/mfa/code_request', { params: { id } });
  },
  validate: async (id, code) => fromWire(await api.call('POST /positions/:id/mfa/channel_validate', { params: { id }, body: { security_code: code } })),
  disable: async (id, password) => fromWire(await api.call('DELETE /positions/:id/mfa/', { params: { id }, body: { password } })),
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
