/**
 * The push channel (§7 "Push channel: auth endpoint /api/push/auth with a guest access-token
 * header"; §2 Collaboration): live events of one agreement over a WebSocket.
 *
 * 1. POST /api/push/auth `{ agreement_id }` with the session cookie or the guest access-token
 *    header answers a short-lived ticket (a browser WebSocket cannot send headers).
 * 2. The page opens `ws(s)://{origin}/api/push?ticket={ticket}&since={seq}`; the server first
 *    replays the stored events after `since` (catch-up after a reconnect), then sends live ones.
 *    Each frame is one JSON `PushEvent`. The server closes with 4401 for a bad or expired ticket.
 *
 * Events respect the visibility rules of the messages they carry (§3 role values): a private
 * message or one to chosen participants reaches only its audience.
 */
import { z } from 'zod';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { idNumberSchema } from '../validation/idSchemas.js';
import type { MessageWire } from './messagesContract.js';
import { defineRoute } from './defineRoute.js';

/** POST /push/auth body. */
export const pushAuthRequestSchema = z.object({ agreement_id: idNumberSchema('agreement_id') });

/** POST /push/auth answer: the ticket for `/api/push?ticket=`, valid `expires_in` seconds. */
export const pushAuthWireSchema = z.object({
  ticket: z.string(),
  expires_in: z.number().int().positive(),
  /** The push region (§7: eu). */
  region: z.string(),
});
export type PushAuthWire = z.infer<typeof pushAuthWireSchema>;

/** WebSocket close code for a missing, forged or expired ticket. */
export const pushTicketRejected = 4401;

/**
 * One live event of an agreement. `seq` grows per agreement (catch-up asks for events after the
 * last seen one); `at` is an ISO date.
 * - message.created / message.updated: a chat message, comment, suggestion or reply (as the
 *   reader may see it) was posted, resolved, reopened, accepted, rejected or deleted.
 * - agreement.saved: a new version (checksum) by `by_name`; pages with unsaved edits offer a reload.
 * - agreement.changed: state, participants or signatures changed; pages refetch the agreement.
 *   `reason`: published, approved, signed (every signing path, eID included), declined,
 *   cancelled, expiry (expiry date changed), expired (the sweep), concluded (the seal is done),
 *   participant (added, changed, disabled, corrected, links revoked), party.
 */
export type PushEvent =
  | { seq: number; at: string; agreement_id: number; type: 'message.created' | 'message.updated'; message: MessageWire }
  | { seq: number; at: string; agreement_id: number; type: 'agreement.saved'; checksum: string; by_name: string | null }
  | { seq: number; at: string; agreement_id: number; type: 'agreement.changed'; reason: string };

/** A push event before the hub numbers it. */
export type PushEventInput = PushEvent extends infer E ? (E extends PushEvent ? Omit<E, 'seq' | 'at' | 'agreement_id'> : never) : never;

/** The push routes. */
export const pushContract = [
  defineRoute({
    method: 'POST',
    path: '/push/auth',
    resource: 'push',
    summary: 'Authorise a push connection for one agreement',
    description:
      'With the session cookie (a position with agreement:view) or the guest access-token header (a participant of this agreement, past its two-step check), answers a ticket valid 60 seconds for `GET /api/push?ticket=…&since=…` (WebSocket upgrade).',
    auth: 'sessionOrGuest',
    body: pushAuthRequestSchema,
    responses: { 200: pushAuthWireSchema },
    errors: [
      { status: 401, code: ApiErrorCode.AccessDenied, when: 'Neither a session nor a guest token' },
      { status: 403, code: ApiErrorCode.AccessDenied, when: 'The guest token is of another agreement, or the position lacks agreement:view (§6)' },
      { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement' },
    ],
  }),
] as const;
