/**
 * Participant MFA for every guest call (§7 mfa_code_request / mfa_code_validate), in one place.
 *
 * While a guest's participant has a security-code channel and has not validated a code, the guest
 * token only opens routes that declare `config: { guestBeforeMfa: true }`: reading the locked
 * agreement and requesting or validating the code. Everything else (downloads, uploads, messages,
 * signing, declining, form filling, the concluded copy, and any route added later) is refused
 * before its handler runs, so a new guest route cannot forget the check.
 */
import type { FastifyRequest } from 'fastify';
import { accessDenied } from './ApiHttpError.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route may answer a guest whose security code is still pending (it must not reveal content). */
    guestBeforeMfa?: boolean;
  }
}

/** The §8 answer to a guest who has not entered the security code yet: 403 with 99. */
export const securityCodeNeeded = () => accessDenied('Enter the security code sent to you first');

/**
 * onRequest hook, after the request's auth is resolved. Throws 403/99 ("Enter the security code
 * sent to you first") for a guest with MFA pending on a route without `guestBeforeMfa`; unknown
 * paths fall through to the 404 handler.
 */
export async function guestMfaGuard(request: FastifyRequest): Promise<void> {
  if (!request.auth?.guest?.mfaPending) return;
  if (request.routeOptions.url === undefined) return;
  if (request.routeOptions.config?.guestBeforeMfa === true) return;
  throw securityCodeNeeded();
}
