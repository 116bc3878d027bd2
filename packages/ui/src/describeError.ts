import { ApiError, failureMessage } from '@inkflow/core';

/** What a component shows and reports for a failed call. */
export interface DescribedError {
  /** The §8 `api_error_code`, else the HTTP status, else `'NETWORK_ERROR'` when no response came. */
  code: number | string;
  /** HTTP status, or 0 when no response came (network failure). */
  status: number;
  /**
   * i18n key in the `common` namespace of the message to show (§8 catalogue, else the generic
   * one), or undefined for an unknown code below 500: §8 "Unknown codes show nothing".
   */
  messageKey: string | undefined;
  /** GUEST_LINK_EXPIRED: the sender to ask for a new link (the body's `sender`). */
  sender?: { name: string; email: string };
}

/**
 * Maps anything a call rejected with to its §8 code and message key (core failureMessage): a
 * catalogue code gives its key; status 500 or above, an answer without a code, and the catalogue
 * codes without a text give the generic failure; an unknown code gives no message at all. The
 * server's own texts (BAD_REQUEST, TOO_MANY_REQUESTS) are not shown here: the generic failure.
 * No response at all (network) gives the load-failure title.
 */
export function describeError(error: unknown): DescribedError {
  if (error instanceof ApiError) {
    const message = failureMessage(error);
    const sender = (error.body as { sender?: { name?: unknown; email?: unknown } } | null | undefined)?.sender;
    return {
      code: error.code ?? error.status,
      status: error.status,
      messageKey: message.kind === 'key' ? message.key : message.kind === 'none' ? undefined : 'errors.generic',
      ...(typeof sender?.name === 'string' && typeof sender.email === 'string' ? { sender: { name: sender.name, email: sender.email } } : {}),
    };
  }
  return { code: 'NETWORK_ERROR', status: 0, messageKey: 'errorScreen.loadFailure.title' };
}
