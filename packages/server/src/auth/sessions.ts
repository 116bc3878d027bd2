/**
 * Server-side sessions (DESIGN.md "HTTP API"): a row per login keyed by the sha256 of the
 * HttpOnly cookie `inkflow_session`. Persistent sessions ("Remember me") last 30 days and
 * survive the browser; others are browser-session cookies that the server also expires after 12 h.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { accounts, positions, sessions } from '../db/schema.js';
import { randomToken, sha256Hex } from './tokens.js';

export const sessionCookieName = 'inkflow_session';
export const persistentSessionMs = 30 * 24 * 60 * 60 * 1000;
export const browserSessionMs = 12 * 60 * 60 * 1000;

/** A logged-in position as a session resolves it. */
export interface SessionPosition {
  sessionId: string;
  expiresAt: Date;
  positionId: number;
  accountId: number;
  email: string;
  /** The position's full name (who saved a version: agreements.updated_by_name). */
  fullname: string;
  /** The account role (§6 userRole); issue #4's requireOwner lets only account admins through. */
  userRole?: string;
  /** The account is locked (§6, 2001): accounts/lockedAccountGuard.ts refuses the session's calls. */
  accountLocked?: boolean;
}

/** Creates a session row and records the login on the position (members list "last login"); returns the cookie token (never stored) and the expiry. */
export async function createSession(db: Db, positionId: number, persistent: boolean): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + (persistent ? persistentSessionMs : browserSessionMs));
  await db.insert(sessions).values({ id: sha256Hex(token), positionId, persistent, expiresAt });
  await db.update(positions).set({ lastLoginAt: now }).where(eq(positions.id, positionId));
  return { token, expiresAt };
}

function buildFindSession(db: Db) {
  return db
    .select({
      expiresAt: sessions.expiresAt,
      positionId: positions.id,
      accountId: accounts.id,
      email: positions.email,
      fullname: positions.fullname,
      userRole: positions.userRole,
      accountLocked: accounts.locked,
    })
    .from(sessions)
    .innerJoin(positions, eq(positions.id, sessions.positionId))
    .innerJoin(accounts, eq(accounts.id, positions.accountId))
    // A deactivated position's sessions are deleted; the condition also covers a race with that.
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now')), isNull(positions.deactivatedAt)))
    .limit(1)
    .prepare('find_session');
}

// Every /api call looks its session up: the statement is built once per database handle.
const findSessionStatements = new WeakMap<Db, ReturnType<typeof buildFindSession>>();

/** The position behind a session cookie token, or undefined when unknown or expired. */
export async function findSession(db: Db, token: string): Promise<SessionPosition | undefined> {
  const id = sha256Hex(token);
  let statement = findSessionStatements.get(db);
  if (!statement) findSessionStatements.set(db, (statement = buildFindSession(db)));
  const [row] = await statement.execute({ id, now: new Date() });
  return row ? { sessionId: id, ...row } : undefined;
}

/** Deletes the session of a cookie token (logout, or rotation at login). */
export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sha256Hex(token)));
}
