/**
 * The account feature calls (§3 Account features map): GET /api/accounts/{id}/features and PUT
 * /api/accounts/{id}/features/{key}, on the typed client. Non-OK answers reject with core's
 * ApiError (403 99 for a non-admin).
 */
import type { AccountFeatureKey, AccountFeatureWire } from '@inkflow/core';
import { api } from '../session/services.js';

/** One feature as the settings page shows it. `changedAt` is ISO 8601. */
export interface AccountFeature {
  key: AccountFeatureKey;
  enabled: boolean;
  defaultEnabled: boolean;
  changedAt: string | null;
  changedBy: string | null;
}

function fromWire(wire: AccountFeatureWire): AccountFeature {
  return { key: wire.key, enabled: wire.enabled === 1, defaultEnabled: wire.default_enabled === 1, changedAt: wire.changed_at, changedBy: wire.changed_by?.fullname ?? null };
}

/** The six features of account `accountId`, in settings-page order (admins only). */
export async function loadAccountFeatures(accountId: number): Promise<AccountFeature[]> {
  return (await api.call('GET /accounts/:id/features', { params: { id: accountId } })).features.map(fromWire);
}

/** Turns feature `key` of account `accountId` on or off; resolves with what the server stored. */
export async function saveAccountFeature(accountId: number, key: AccountFeatureKey, enabled: boolean): Promise<AccountFeature> {
  return fromWire(await api.call('PUT /accounts/:id/features/:key', { params: { id: accountId, key }, body: { enabled: enabled ? 1 : 0 } }));
}
