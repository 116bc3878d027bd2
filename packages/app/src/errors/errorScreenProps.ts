import { ApiError } from '@inkflow/core';
import type { ErrorScreenContext, ErrorScreenProps } from '@inkflow/ui';

/**
 * The ErrorScreen props (spec §2 Error screens) for a failed load on a page of kind `context`:
 * the HTTP status and §8 code of an ApiError (a 502 on a document page then reads "We couldn't
 * reach the server…", never "Login failed"), the sender of a GUEST_LINK_EXPIRED answer, and the
 * load-failure page when no response came at all (network). Support contacts are left to
 * ErrorScreen, which reads the configured ones (SUPPORT_EMAIL, SUPPORT_PHONE).
 */
export function errorScreenProps(error: unknown, context: ErrorScreenContext): ErrorScreenProps {
  if (!(error instanceof ApiError)) return { status: 0, loadFailure: true, context };
  const sender = (error.body as { sender?: { name?: unknown; email?: unknown } } | null | undefined)?.sender;
  return {
    status: error.status,
    context,
    ...(error.code !== undefined ? { code: error.code } : {}),
    ...(typeof sender?.name === 'string' && typeof sender.email === 'string' ? { sender: { name: sender.name, email: sender.email } } : {}),
  };
}
