import { ApiError, errorMessageKey } from '@inkflow/core';

/** What a component shows and reports for a failed call. */
export interface DescribedError {
  /** The §8 `api_error_code`, else the HTTP status, else `'NETWORK_ERROR'` when no response came. */
  code: number | string;
  /** HTTP status, or 0 when no response came (network failure). */
  status: number;
  /** i18n key in the `common` namespace of the message to show (§8 catalogue, else the generic one). */
  messageKey: string;
}

/**
 * Maps anything a call rejected with to its §8 code and message key (core's errorMessageKey).
 * Unknown codes fall back to the generic internal-error text so the user is never left without
 * a message.
 */
export function describeError(error: unknown): DescribedError {
  if (error instanceof ApiError) {
    return {
      code: error.code ?? error.status,
      status: error.status,
      messageKey: errorMessageKey(error.code) ?? 'errors.generic',
    };
  }
  return { code: 'NETWORK_ERROR', status: 0, messageKey: 'errorScreen.loadFailure.title' };
}
