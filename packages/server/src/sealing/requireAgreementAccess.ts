/**
 * Who may read a concluded agreement's signed PDF: the owner (session of the owning account) or
 * a participant of this very agreement through their guest token (issue #5: "downloadable by
 * participants"). A guest token of another agreement gets 403 like any stranger.
 */
import type { FastifyRequest } from 'fastify';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import { requireOwner } from '../agreements/requireOwner.js';
import { accessDenied, notLoggedIn } from '../http/ApiHttpError.js';

/** The caller: the owner, or the guest participant `participantId`. */
export type AgreementViewer = { kind: 'owner' } | { kind: 'guest'; participantId: number };

/** Returns the caller or throws 401 (no session, no token) or 403/99. */
export function requireAgreementAccess(request: FastifyRequest, loaded: LoadedAgreement): AgreementViewer {
  const { auth } = request;
  if (auth.guestTokenGiven) {
    if (!auth.guest || auth.guest.agreementId !== loaded.agreement.id) throw accessDenied('This link does not give access to the contract');
    return { kind: 'guest', participantId: auth.guest.participantId };
  }
  if (!auth.session) throw notLoggedIn();
  requireOwner(loaded, auth.session);
  return { kind: 'owner' };
}
