/**
 * The push channel's routes (§7 push channel, §2 Collaboration; core contract/pushContract.ts):
 *
 * - POST /api/push/auth `{ agreement_id }`: a session position with agreement:view, or a guest
 *   whose token is of this agreement (enabled participant, past the two-step check — the
 *   guestMfaGuard hook refuses an MFA-pending guest before this handler), receives a ticket valid
 *   60 s (push/pushTicket.ts) naming the agreement and the reader (messageVisibility readerOf).
 * - GET /api/push?ticket=…&since=… (WebSocket, not a JSON route: hidden from the OpenAPI
 *   document): a bad or expired ticket closes with 4401 (core `pushTicketRejected`). Else the
 *   stored events of the agreement after `since` are replayed in order, then live ones follow;
 *   live events arriving during the replay wait in the same queue and duplicates are dropped by
 *   seq. Every message event passes messageForReader (skipped when the reader may not see it;
 *   hidden sender-side authors shown under the owner account's name); other events go as they are.
 *
 * A participant reader is re-checked before an event is sent when the last check is older than
 * `readerRecheckMs` (5 s): once their participant is disabled or removed, or the guest link the
 * ticket was asked with is revoked, the socket closes with 4401, so they receive nothing more
 * (at most the events of those 5 s). Positions are checked
 * at ticket time only (a ticket lives 60 s, a reconnect asks again). A ping goes out every 30 s;
 * a socket that answered no ping since the previous one is terminated. The plugin closes every
 * socket when the app closes.
 */
import fastifyWebsocket from '@fastify/websocket';
import { apiContract, pushTicketRejected, type PushEvent, type PushEventInput } from '@inkflow/core';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { loadAgreement } from '../agreements/loadAgreement.js';
import type { Db } from '../db/openDatabase.js';
import { accounts, participants } from '../db/schema.js';
import { pushEvents } from '../db/schema-messages.js';
import { actorOf } from '../http/actor.js';
import { guestTokenOf } from '../http/requestAuth.js';
import { sha256Hex } from '../auth/tokens.js';
import { guestTokens } from '../db/schema-guest-tokens.js';
import { routeOptions } from '../http/routeOptions.js';
import { messageCaller } from '../messages/messageAuthor.js';
import { messageForReader } from '../messages/messageForReader.js';
import { readerOf, type MessageReader } from '../messages/messageVisibility.js';
import type { ServerDeps } from '../ServerDeps.js';
import { loadPushSecret, pushTicketSeconds, signPushTicket, verifyPushTicket, type PushGrant } from './pushTicket.js';

/** Options of the push routes (tests shorten the timers). */
export interface PushRouteOptions {
  /** PUSH_SECRET: the ticket secret shared by every process; default the database's row. */
  secret?: string;
  /** Heartbeat ping interval, ms (default 30 000). */
  heartbeatMs?: number;
  /** How old a participant reader's last check may be before the next event re-checks it, ms (default 5 000). */
  readerRecheckMs?: number;
}

/** The push region answered with every ticket (§7: eu). */
const pushRegion = 'eu';

/** Registers POST /push/auth and the GET /push WebSocket on an /api-prefixed instance. */
export function pushRoutes(app: FastifyInstance, deps: ServerDeps, options: PushRouteOptions = {}): void {
  const { db } = deps;
  // Loaded before the server listens, so a socket's ticket is verified synchronously on connect.
  let secret: string | undefined;
  const secretOf = async () => (secret ??= await loadPushSecret(db, options.secret));
  app.addHook('onReady', async () => {
    await secretOf();
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOptions(apiContract['POST /push/auth']),
    handler: async (request) => {
      const actor = actorOf(request);
      const loaded = await loadAgreement(db, request.body.agreement_id);
      const reader = readerOf(await messageCaller(db, actor, loaded));
      const tokenId = actor.kind === 'guest' ? await guestTokenIdOf(db, guestTokenOf(request)) : undefined;
      const grant: PushGrant = { agreementId: loaded.agreement.id, reader, ...(tokenId !== undefined ? { tokenId } : {}) };
      return { ticket: signPushTicket(await secretOf(), grant), expires_in: pushTicketSeconds, region: pushRegion };
    },
  });

  // Its own scope: the WebSocket plugin handles upgrades for this route only.
  void app.register(async (scope) => {
    await scope.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
    scope.get('/push', { websocket: true, schema: { hide: true } }, (socket: WebSocket, request: FastifyRequest) => {
      const query = request.query as { ticket?: unknown; since?: unknown };
      const onError = (error: unknown) => request.log.error({ err: error }, 'push socket failed');
      openPushSocket(deps, socket, typeof query.ticket === 'string' ? query.ticket : '', sinceOf(query.since), secret, options, onError);
    });
  });
}

/** `since` as a seq, or undefined when absent or not a non-negative integer. */
function sinceOf(raw: unknown): number | undefined {
  return typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * Serves one socket: verify, replay, then follow (see the module comment). Synchronous up to the
 * listener, so an event published once the client sees the socket open is never missed.
 */
function openPushSocket(deps: ServerDeps, socket: WebSocket, ticket: string, since: number | undefined, secret: string | undefined, options: PushRouteOptions, onError: (error: unknown) => void): void {
  const grant = secret === undefined ? null : verifyPushTicket(secret, ticket);
  if (!grant) {
    socket.close(pushTicketRejected, 'Invalid or expired push ticket');
    return;
  }
  let closed = false;
  // Seqs already sent (bounded): a live event that the replay also read goes out once.
  const seen = new Set<number>();
  let checkedAt = Date.now();
  const recheckMs = options.readerRecheckMs ?? 5_000;
  let senderName = '';
  const deliver = async (event: PushEvent) => {
    if (closed || seen.has(event.seq) || (since !== undefined && event.seq <= since)) return;
    seen.add(event.seq);
    if (seen.size > 1000) seen.delete(seen.values().next().value!);
    if (grant.reader.participantId !== null && Date.now() - checkedAt >= recheckMs) {
      if (!(await readerStillAllowed(deps.db, grant))) {
        socket.close(pushTicketRejected, 'No longer a participant');
        return;
      }
      checkedAt = Date.now();
    }
    const visible = eventForReader(event, grant.reader, senderName);
    if (visible && socket.readyState === socket.OPEN) socket.send(JSON.stringify(visible));
  };
  const failed = (error: unknown) => {
    onError(error);
    socket.close(1011);
  };
  // One queue: the sender's name and the replay first (their queries start before the listener
  // below is added, in the same tick, so nothing published meanwhile is missed), then live events
  // in arrival order.
  let queue: Promise<void> = (async () => {
    senderName = await senderNameOf(deps.db, grant.agreementId);
    if (since !== undefined) await replay(deps.db, grant.agreementId, since, deliver);
  })().catch(failed);
  const unlisten = deps.push.listen(grant.agreementId, (event) => {
    queue = queue.then(() => deliver(event)).catch(failed);
  });

  let alive = true;
  socket.on('pong', () => (alive = true));
  const heartbeat = setInterval(() => {
    if (!alive) {
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
  }, options.heartbeatMs ?? 30_000);
  socket.on('close', () => {
    closed = true;
    clearInterval(heartbeat);
    unlisten();
  });
  // Pages never send anything: a frame from them is ignored.
  socket.on('message', () => undefined);
}

/** Delivers the stored events of `agreementId` after `since`, in order. */
async function replay(db: Db, agreementId: number, since: number, deliver: (event: PushEvent) => Promise<void>): Promise<void> {
  const rows = await db
    .select({ seq: pushEvents.seq, created: pushEvents.created, event: pushEvents.event })
    .from(pushEvents)
    .where(and(eq(pushEvents.agreementId, agreementId), gt(pushEvents.seq, since)))
    .orderBy(asc(pushEvents.seq));
  for (const row of rows) {
    await deliver({ ...(row.event as PushEventInput), seq: row.seq, at: row.created.toISOString(), agreement_id: agreementId } as PushEvent);
  }
}

/** A push event as `reader` may see it, or null (see messageForReader). */
export function eventForReader(event: PushEvent, reader: MessageReader, senderName: string): PushEvent | null {
  if (event.type !== 'message.created' && event.type !== 'message.updated') return event;
  const message = messageForReader(event.message, reader, senderName);
  return message ? { ...event, message } : null;
}

/** The name counterparties see for hidden sender-side authors: the owner account's name. */
async function senderNameOf(db: Db, agreementId: number): Promise<string> {
  const loaded = await loadAgreement(db, agreementId);
  const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, loaded.accountId));
  return account?.name ?? '';
}

/** Whether the grant's participant still exists and is enabled, and its guest link (if any) is not revoked. */
async function readerStillAllowed(db: Db, grant: PushGrant): Promise<boolean> {
  const [row] = await db
    .select({ enabled: participants.enabled })
    .from(participants)
    .where(and(eq(participants.id, grant.reader.participantId!), eq(participants.agreementId, grant.agreementId)));
  if (row?.enabled !== true) return false;
  if (grant.tokenId === undefined) return true;
  const [token] = await db.select({ id: guestTokens.id }).from(guestTokens).where(and(eq(guestTokens.id, grant.tokenId), isNull(guestTokens.revokedAt)));
  return token !== undefined;
}

/** The id of the guest link `token` (the request's guest token), or undefined. */
async function guestTokenIdOf(db: Db, token: string | undefined): Promise<number | undefined> {
  if (!token) return undefined;
  const [row] = await db.select({ id: guestTokens.id }).from(guestTokens).where(eq(guestTokens.tokenHash, sha256Hex(token)));
  return row?.id;
}
