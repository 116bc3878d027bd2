import { failureMessage } from '@inkflow/core';

/**
 * What to show for a failure: an i18n key (`common:errors.*`), the server's own text, or nothing
 * at all (an unknown code, §8 "Unknown codes show nothing").
 */
export type ErrorDescription = { key: string } | { text: string } | { nothing: true };

/**
 * Maps a failed call to its message (spec §8, core failureMessage): a known `api_error_code`
 * gives its catalogue key (e.g. 1000 -> "Invalid email/password, Please try again", 4002 -> "The
 * contract version is not up to date, refresh"); a 400 BAD_REQUEST or 429 shows the server's
 * message; status 500 or above, a failure without a code (network) and the catalogue codes
 * without a text show the generic failure; any other code shows nothing.
 */
export function describeError(error: unknown): ErrorDescription {
  const message = failureMessage(error);
  switch (message.kind) {
    case 'key':
      return { key: `common:${message.key}` };
    case 'text':
      return { text: message.text };
    case 'generic':
      return { key: 'common:errors.generic' };
    case 'none':
      return { nothing: true };
  }
}
