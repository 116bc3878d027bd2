/**
 * The account settings calls (core contract/accountsContract.ts) on the typed client: GET/PUT
 * /accounts/{id}, the logo upload and removal, and the §7 account action start_trial. Non-OK
 * answers reject with core's ApiError (a 401 also ends the session, like every other call).
 */
import type { AccountPlan, AccountSettingsRequest, AccountWire } from '@inkflow/core';
import { api } from '../session/services.js';

/** An account as the settings page uses it. */
export interface AccountSettings {
  id: number;
  name: string;
  plan: AccountPlan;
  trialEndsAt: string | null;
  /** The logo's path on this server, or null. */
  logoUrl: string | null;
  /** `#rrggbb`, or null for the product's colours. */
  brandColor: string | null;
  /** One of the 12 languages (§1), or null. */
  defaultLanguage: string | null;
  defaultSignMethod: number;
}

function fromWire(wire: AccountWire): AccountSettings {
  return {
    id: wire.id,
    name: wire.name,
    plan: wire.plan,
    trialEndsAt: wire.trial_ends_at,
    logoUrl: wire.logo_url,
    brandColor: wire.brand_color,
    defaultLanguage: wire.default_language,
    defaultSignMethod: wire.default_sign_method,
  };
}

/** Reads the account (admins only: 403 99 otherwise). */
export async function loadAccountSettings(accountId: number): Promise<AccountSettings> {
  return fromWire(await api.call('GET /accounts/:id', { params: { id: accountId } }));
}

/** Saves the given settings; resolves with what the server stored. */
export async function saveAccountSettings(accountId: number, body: AccountSettingsRequest): Promise<AccountSettings> {
  return fromWire(await api.call('PUT /accounts/:id', { params: { id: accountId }, body }));
}

/** Uploads `file` as the company logo (PNG or JPEG, at most 1 MiB; 400/4502 otherwise). */
export async function uploadAccountLogo(accountId: number, file: Blob, name: string): Promise<AccountSettings> {
  const body = new FormData();
  body.append('file', file, name);
  return fromWire(await api.call('POST /accounts/:id/logo', { params: { id: accountId }, body }));
}

/** Removes the company logo. */
export async function removeAccountLogo(accountId: number): Promise<AccountSettings> {
  return fromWire(await api.call('DELETE /accounts/:id/logo', { params: { id: accountId } }));
}

/** Starts the account's free trial (§7 "start trial"; 409 when it already had one). */
export async function startAccountTrial(accountId: number): Promise<AccountSettings> {
  return fromWire(await api.call('POST /accounts/:id/start_trial', { params: { id: accountId } }));
}
