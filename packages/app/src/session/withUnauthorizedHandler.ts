import { ApiError, ApiErrorCode, type ApiClient } from '@inkflow/core';

/** Calls whose 401 means "wrong credentials", not "session gone" (spec §8 Behaviour). */
const credentialCalls = new Set<keyof ApiClient>(['login', 'loginMethod', 'logout']);
/** §8: codes 1003, 4108 and 1013 skip the auth check. */
const skipCodes = new Set<number | string>([ApiErrorCode.InvalidCredentialsAlt, 4108, ApiErrorCode.InvalidPassword]);

/**
 * Wraps every method of `api` so that a 401 (spec §4 Auth) calls `onUnauthorized` before the
 * promise rejects with the same ApiError. Login calls and the §8 skip codes are left alone.
 */
export function withUnauthorizedHandler(api: ApiClient, onUnauthorized: () => void): ApiClient {
  const wrapped: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(api) as [keyof ApiClient, (...args: unknown[]) => Promise<unknown>][]) {
    wrapped[name] = credentialCalls.has(name)
      ? method
      : async (...args: unknown[]) => {
          try {
            return await method(...args);
          } catch (error) {
            if (error instanceof ApiError && error.status === 401 && !(error.code !== undefined && skipCodes.has(error.code))) {
              onUnauthorized();
            }
            throw error;
          }
        };
  }
  return wrapped as unknown as ApiClient;
}
