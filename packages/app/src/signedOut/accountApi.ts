/**
 * The signed-out account calls (spec §7 Session and account) of the app: one AccountApi over the
 * page's origin. Tests replace the module's export with `setAccountApi`.
 */
import { createAccountApi, type AccountApi } from '@inkflow/core';
import { appHttpOptions } from '../session/transport.js';

let instance: AccountApi | null = null;

/** The app's AccountApi (created on first use). */
export function accountApi(): AccountApi {
  instance ??= createAccountApi(appHttpOptions);
  return instance;
}

/** Replaces the AccountApi (unit tests). */
export function setAccountApi(api: AccountApi | null): void {
  instance = api;
}

/** The browser's IANA timezone (sent with sign-up, §9), or UTC. */
export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
