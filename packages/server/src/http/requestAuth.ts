/**
 * Who is calling: resolved once per /api request from the guest token (header
 * `X-Flow-Access-Token` or `?access_token=`) or else the session cookie (§7, DESIGN.md).
 *
 * A guest token, when present, decides the request alone: the session cookie is then only used
 * for the `X-Flow-Has-User` header, never for authority, so a signed-in owner opening a guest
 * link acts as that guest and nothing more.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/openDatabase.js';
import { findExpiredGuestLink, findGuest, type Guest, type LinkSender } from '../auth/findGuest.js';
import { findSession, sessionCookieName, type SessionPosition } from '../auth/sessions.js';
import { accessDenied, notLoggedIn } from './ApiHttpError.js';

/** The caller of a request. `guestTokenGiven` is true even when the token was not recognised. */
export interface RequestAuth {
  session: SessionPosition | undefined;
  guest: Guest | undefined;
  guestTokenGiven: boolean;
  /** Set when the token was issued but no longer works (findExpiredGuestLink): who can send a new one. */
  expiredLink?: { sender: LinkSender | undefined };
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth;
  }
}

/** The guest token of a request (header first, then the `access_token` query value), if any. */
export function guestTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-flow-access-token'];
  if (typeof header === 'string' && header !== '') return header;
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.access_token;
  return typeof fromQuery === 'string' && fromQuery !== '' ? fromQuery : undefined;
}

/** Resolves the RequestAuth of a request (one or two indexed lookups). */
export async function resolveAuth(db: Db, request: FastifyRequest): Promise<RequestAuth> {
  const cookie = request.cookies[sessionCookieName];
  const session = cookie ? await findSession(db, cookie) : undefined;
  const token = guestTokenOf(request);
  const guest = token ? await findGuest(db, token) : undefined;
  // Only a failing token costs the second lookup.
  const expiredLink = token && !guest ? await findExpiredGuestLink(db, token) : undefined;
  return { session, guest, guestTokenGiven: token !== undefined, ...(expiredLink ? { expiredLink } : {}) };
}

/**
 * The logged-in position, or throws: 403 (99) for a guest token (it never grants account calls),
 * 401 without a session.
 */
export function requirePosition(request: FastifyRequest): SessionPosition {
  const { auth } = request;
  if (auth.guestTokenGiven) throw accessDenied('A guest link does not allow this call');
  if (!auth.session) throw notLoggedIn();
  return auth.session;
}
