/**
 * Starts a logged-in session on a reply: rotates away the caller's previous session (session
 * fixation), sets the HttpOnly `inkflow_session` cookie — with Max-Age only when persistent, so a
 * browser-session login dies with the browser — and reports the expiry (§7 ping headers).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/openDatabase.js';
import { createSession, deleteSession, persistentSessionMs, sessionCookieName } from '../auth/sessions.js';

/** Creates a session for `positionId` and sets its cookie. Returns the expiry. */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { positionId: number; persistent: boolean; production: boolean },
): Promise<Date> {
  const old = request.cookies[sessionCookieName];
  if (old) await deleteSession(db, old);
  const session = await createSession(db, input.positionId, input.persistent);
  reply.setCookie(sessionCookieName, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: input.production,
    ...(input.persistent ? { maxAge: Math.floor(persistentSessionMs / 1000) } : {}),
  });
  reply.header('X-Flow-Session-Expires', session.expiresAt.toISOString());
  return session.expiresAt;
}
