/**
 * Push tickets (§7 push channel): POST /api/push/auth answers one, and GET /api/push (WebSocket)
 * accepts it. A ticket is `{payload}.{signature}`, both base64url: the payload is JSON
 * `{ a: agreementId, r: reader, t: guest token id (guests), exp: epoch seconds }`, the signature its HMAC-SHA256 under the
 * push secret. The secret is the same in every server process on one database: `PUSH_SECRET`
 * when configured, else a random one stored once in the `push_secret` row (first process wins).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { safeEqual } from '../auth/tokens.js';
import type { Db } from '../db/openDatabase.js';
import type { MessageReader } from '../messages/messageVisibility.js';

/** Seconds a ticket stays valid. */
export const pushTicketSeconds = 60;

/** The single-row table holding the shared push secret (migration 0019). */
export const pushSecretTable = pgTable('push_secret', {
  id: smallint('id').primaryKey().default(1),
  secret: varchar('secret', { length: 200 }).notNull(),
});

/** What a valid ticket grants: one agreement's events as `reader` sees them; `tokenId`: the guest link it was asked with. */
export interface PushGrant {
  agreementId: number;
  reader: MessageReader;
  tokenId?: number;
}

/**
 * The push secret: `configured` (PUSH_SECRET) when given, else the database's row, created on
 * first use by whichever process comes first (INSERT … ON CONFLICT DO NOTHING, then read), so
 * every process on the database signs and verifies alike.
 */
export async function loadPushSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(pushSecretTable)
    .values({ id: 1, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: pushSecretTable.secret }).from(pushSecretTable).where(sql`${pushSecretTable.id} = 1`);
  return row!.secret;
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** Signs a ticket for `grant`, valid `pushTicketSeconds` from `now` (ms). */
export function signPushTicket(secret: string, grant: PushGrant, now = Date.now()): string {
  const body = { a: grant.agreementId, r: grant.reader, ...(grant.tokenId !== undefined ? { t: grant.tokenId } : {}), exp: Math.floor(now / 1000) + pushTicketSeconds };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The grant of a well-signed, unexpired ticket, else null (forged, expired, malformed). */
export function verifyPushTicket(secret: string, ticket: string, now = Date.now()): PushGrant | null {
  const [payload, signature, extra] = ticket.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  if (!safeEqual(signature, sign(secret, payload))) return null;
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { a?: unknown; r?: MessageReader; t?: unknown; exp?: unknown };
    if (typeof body.a !== 'number' || typeof body.exp !== 'number' || !body.r || body.exp * 1000 <= now) return null;
    return { agreementId: body.a, reader: body.r, ...(typeof body.t === 'number' ? { tokenId: body.t } : {}) };
  } catch {
    return null;
  }
}
