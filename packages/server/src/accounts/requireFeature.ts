/**
 * The one guard of the extensions (§1 "Internal reminders, contract notes, AI review and AI import
 * exist as extensions", §3 Account features map, §8 6001): while an account has a feature off,
 * every call of that extension answers 403 with `api_error_code` 6001 "Extension disabled in your
 * account" and changes nothing. Used by the notes, delayed events (internal reminders), SSO
 * settings, the personal-identification two-step channel and the two AI routes; the SSO login
 * redirects check `featureEnabled` and send `extension-disabled` instead (§8 SSO login errors).
 *
 * A key the account has never set takes its default (core accountFeatureDefaults).
 */
import { ApiErrorCode, type AccountFeatureKey } from '@inkflow/core';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Db } from '../db/openDatabase.js';
import { positionActor } from '../http/actor.js';
import { ApiHttpError } from '../http/ApiHttpError.js';
import { featureEnabled, loadAccountState } from './accountState.js';

/** 403 6001 "Extension disabled in your account" (§8). */
export const extensionDisabled = () => new ApiHttpError(403, ApiErrorCode.ExtensionDisabled, 'Extension disabled in your account');

/** Resolves when account `accountId` has feature `key` on; else throws 403 6001. One statement. */
export async function requireFeature(db: Db, accountId: number, key: AccountFeatureKey): Promise<void> {
  if (!featureEnabled(await loadAccountState(db, accountId), key)) throw extensionDisabled();
}

/**
 * A route hook (preValidation: before the body is checked, so a disabled extension answers 6001
 * whatever is sent) that lets the call through only when the signed-in caller's account has
 * feature `key` on. Throws 401/403 99 as positionActor does (no session, a guest token), then 6001.
 */
export function featureGuard(db: Db, key: AccountFeatureKey): preValidationAsyncHookHandler {
  return async (request: FastifyRequest) => {
    await requireFeature(db, positionActor(request).position.accountId, key);
  };
}
