/**
 * The account's embed settings calls: GET and PUT /api/accounts/{id}/embed_settings through the
 * app's typed client (a 401 ends the session, as for every other call); non-OK answers reject
 * with core's ApiError.
 */
import type { EmbedSettingsWire } from '@inkflow/core';
import { api } from '../session/services.js';

/** The settings as the app uses them. */
export interface EmbedSettings {
  allowedOrigins: string[];
  /** Outside production localhost and 127.0.0.1 on any port may frame documents too. */
  developmentOriginsAllowed: boolean;
}

const fromWire = (wire: EmbedSettingsWire): EmbedSettings => ({ allowedOrigins: wire.allowed_origins, developmentOriginsAllowed: wire.development_origins_allowed });

/** Reads the account's embed settings. */
export async function loadEmbedSettings(accountId: number): Promise<EmbedSettings> {
  return fromWire(await api.call('GET /accounts/:id/embed_settings', { params: { id: accountId } }));
}

/** Replaces the allowed origins; resolves with what the server stored. */
export async function saveEmbedSettings(accountId: number, allowedOrigins: string[]): Promise<EmbedSettings> {
  return fromWire(await api.call('PUT /accounts/:id/embed_settings', { params: { id: accountId }, body: { allowed_origins: allowedOrigins } }));
}
