import { ApiError, errorMessageKey } from '@inkflow/core';

/** What to show for a failure: an i18n key (`common:errors.*`) or the server's own text. */
export type ErrorDescription = { key: string } | { text: string };

/**
 * Maps a failed call to its message (spec §8): a known `api_error_code` gives its catalogue
 * key (e.g. 1000 -> "Invalid email/password, Please try again", 4002 -> "The contract version
 * is not up to date, refresh"); a 400 without a known code shows the server's validation
 * message; anything else (5xx, network) the generic failure text.
 */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof ApiError) {
    const key = errorMessageKey(error.code);
    if (key) return { key: `common:${key}` };
    if (error.status === 400 && error.message) return { text: error.message };
  }
  return { key: 'common:errors.generic' };
}
