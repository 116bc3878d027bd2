/**
 * The actor of a call (DESIGN.md "Actor, then action"): resolved once at the route from the
 * request's RequestAuth (http/requestAuth.ts), then passed to actions, which never see the
 * framework's request.
 *
 * - PositionActor: a signed-in position (session); its permissions are checked per target by
 *   permissions/requirePermission.ts.
 * - GuestActor: a guest token's participant, with its agreement scope and two-step (MFA) state.
 * Both carry `origin`: the IP and user agent the audit trail records (§3 agreementEvents).
 */
import type { FastifyRequest } from 'fastify';
import type { EventActor } from '../agreements/recordEvent.js';
import type { Guest } from '../auth/findGuest.js';
import type { SessionPosition } from '../auth/sessions.js';
import { GuestLinkExpiredError, accessDenied, notLoggedIn } from './ApiHttpError.js';
import { eventActor } from './eventActor.js';

/** A signed-in position calling. */
export interface PositionActor {
  kind: 'position';
  position: SessionPosition;
  origin: EventActor;
}

/** A guest participant calling with a guest token (scoped to `guest.agreementId`). */
export interface GuestActor {
  kind: 'guest';
  guest: Guest;
  origin: EventActor;
}

/** Whoever calls a route that both positions and guests may use. */
export type Actor = PositionActor | GuestActor;

/**
 * The signed-in position, or throws: 403 (99) when a guest token was sent (it never grants
 * account calls), 401 (99) without a session.
 */
export function positionActor(request: FastifyRequest): PositionActor {
  const { auth } = request;
  if (auth.guestTokenGiven) throw accessDenied('A guest link does not allow this call');
  if (!auth.session) throw notLoggedIn();
  return { kind: 'position', position: auth.session, origin: eventActor(request) };
}

/**
 * The guest of the request's token, or throws 403: GUEST_LINK_EXPIRED (with the sender) when the
 * token was issued but revoked or its participant removed, else 99 when it is missing or unknown.
 */
export function guestActor(request: FastifyRequest): GuestActor {
  const { auth } = request;
  if (!auth.guest && auth.expiredLink) throw new GuestLinkExpiredError(auth.expiredLink.sender);
  if (!auth.guest) throw accessDenied('This link does not give access to the contract');
  return { kind: 'guest', guest: auth.guest, origin: eventActor(request) };
}

/**
 * The guest when a guest token was sent (a token decides alone, even beside a session), else the
 * signed-in position. Throws 403 (99) for an unknown token, 401 (99) for nobody.
 */
export function actorOf(request: FastifyRequest): Actor {
  return request.auth.guestTokenGiven ? guestActor(request) : positionActor(request);
}
