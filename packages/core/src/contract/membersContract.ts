/**
 * The contract of the account's members and seats (§3 Position userRole, §5 Number of seats, §7
 * account action "buy seats" and position actions "resend invitation", "revoke trusted devices"):
 * the members list of an account (positions and pending invitations), the seat count and its
 * purchase, and the admin's actions on a member.
 */
import { z } from 'zod';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { memberListQuerySchema, seatsChangeSchema, userRoleChangeSchema } from '../validation/memberSchemas.js';
import { listOf, noContent, notLoggedInError, pathIdSchema } from './commonSchemas.js';
import { defineRoute, type RouteError } from './defineRoute.js';

/** A member's status: a position that can log in, an invitation not yet completed, or a position an admin turned off. */
export const memberStatuses = ['active', 'invited', 'deactivated'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/**
 * One row of the members list: a position (`kind: position`, `id` its position id) or a pending
 * invitation (`kind: invitation`, `id` the invitation's id; its `fullname` is the name the admin
 * gave, possibly empty). Dates are ISO 8601.
 */
export const memberWireSchema = z
  .object({
    kind: z.enum(['position', 'invitation']),
    id: z.number().int(),
    fullname: z.string(),
    email: z.string(),
    user_role: z.string().meta({ description: '`admin` or `member` (§6)' }),
    status: z.enum(memberStatuses),
    last_login_at: z.string().nullable().meta({ description: 'The last login, when known (null: never, or before it was recorded)' }),
    created: z.string().meta({ description: 'When the position was created or the invitation sent' }),
    expires_at: z.string().nullable().meta({ description: 'Invitations: when the emailed link stops working' }),
  })
  .meta({
    id: 'Member',
    examples: [
      { kind: 'position', id: 4, fullname: 'Ada Lovelace', email: 'ada@example.com', user_role: 'admin', status: 'active', last_login_at: '2026-11-20T08:30:00.000Z', created: '2026-01-05T10:00:00.000Z', expires_at: null },
    ],
  });
/** A member as the server sends it. */
export type MemberWire = z.input<typeof memberWireSchema>;

/**
 * An account's seats (§1 "Company accounts have seats", §5 1-10000): `number_of_seats` bought,
 * `used` = active positions + pending invitations (a deactivated position frees its seat).
 */
export const seatsWireSchema = z
  .object({
    number_of_seats: z.number().int(),
    used: z.number().int(),
    active: z.number().int(),
    invited: z.number().int(),
    available: z.number().int().meta({ description: '`number_of_seats - used`, never below 0' }),
    payment_provider: z.string().meta({ description: 'Who charges seat purchases: `recording` records them and charges nothing' }),
  })
  .meta({ id: 'Seats', examples: [{ number_of_seats: 10, used: 7, active: 6, invited: 1, available: 3, payment_provider: 'recording' }] });
/** Seats as the server sends them. */
export type SeatsWire = z.input<typeof seatsWireSchema>;

/** The answer of revoking a position's trusted devices: how many signed-in sessions ended. */
export const revokedDevicesWireSchema = z.object({ sessions_revoked: z.number().int() }).meta({ id: 'RevokedDevices', examples: [{ sessions_revoked: 2 }] });
export type RevokedDevicesWire = z.input<typeof revokedDevicesWireSchema>;

const accountParams = z.object({ id: pathIdSchema('Invalid account Id') });
const positionParams = z.object({ id: pathIdSchema('Invalid position Id') });
const invitationParams = z.object({ id: pathIdSchema('Invalid invitation Id') });
const adminOnly: RouteError[] = [notLoggedInError, { status: 403, code: ApiErrorCode.AccessDenied, when: 'Not an admin of the account, or a guest token was sent' }];
const positionErrors: RouteError[] = [...adminOnly, { status: 404, code: StringErrorCode.NotFound, when: 'No such position in the caller’s account' }];
const lastAdmin: RouteError = { status: 409, code: StringErrorCode.LastAdmin, when: 'The change would leave the account without an active admin' };
const seatsFull: RouteError = { status: 403, code: ApiErrorCode.AccountLimitExceeded, when: 'Every seat is in use (§8 101 "Account limit exceeded")' };

/** Every members and seats route. */
export const membersContract = [
  defineRoute({
    method: 'GET',
    path: '/accounts/:id/members/',
    resource: 'members',
    summary: 'List the members of an account',
    description:
      'The positions of the account and its pending invitations, each with its role, status (active, invited, deactivated) and ' +
      'last login. §7 list params: `limit` (20, max 100), `offset`, `sort` (name, email, status, last_login; `:asc` or `:desc`). Account admins only.',
    auth: 'session',
    params: accountParams,
    query: memberListQuerySchema,
    responses: { 200: listOf(memberWireSchema) },
    errors: adminOnly,
  }),
  defineRoute({
    method: 'GET',
    path: '/accounts/:id/seats',
    resource: 'members',
    summary: 'The seats of an account',
    description: 'Seats bought and in use (active positions plus pending invitations). Account admins only.',
    auth: 'session',
    params: accountParams,
    responses: { 200: seatsWireSchema },
    errors: adminOnly,
  }),
  defineRoute({
    method: 'POST',
    path: '/accounts/:id/seats',
    resource: 'members',
    summary: 'Buy seats (set the number of seats)',
    description:
      '§7 account action "buy seats", §5 numberOfSeats 1-10000: sets the account’s number of seats. Seats added are charged through the ' +
      'server’s payment provider (the default one records the purchase and charges nothing); fewer seats than in use are refused (400). ' +
      'One purchase per account at a time: a second while one runs answers 409 6007. Account admins only.',
    auth: 'session',
    params: accountParams,
    body: seatsChangeSchema,
    responses: { 200: seatsWireSchema },
    errors: [
      ...adminOnly,
      { status: 400, code: StringErrorCode.BadRequest, when: 'Fewer seats than in use, or a number outside 1-10000' },
      { status: 409, code: ApiErrorCode.ActionInProgress, when: 'Another seat purchase of the account is running (§8 6007)' },
    ],
  }),
  defineRoute({
    method: 'POST',
    path: '/positions/:id/deactivate',
    resource: 'members',
    summary: 'Deactivate a member',
    description: 'The position can no longer log in (403 99), its sessions end and its seat is freed. Not the caller itself, nor the last active admin.',
    auth: 'session',
    params: positionParams,
    responses: { 200: memberWireSchema },
    errors: [...positionErrors, { status: 400, code: StringErrorCode.BadRequest, when: 'The caller’s own position' }, lastAdmin],
  }),
  defineRoute({
    method: 'POST',
    path: '/positions/:id/reactivate',
    resource: 'members',
    summary: 'Reactivate a member',
    description: 'The position may log in again; it takes a seat (403 101 when none is free).',
    auth: 'session',
    params: positionParams,
    responses: { 200: memberWireSchema },
    errors: [...positionErrors, seatsFull],
  }),
  defineRoute({
    method: 'PUT',
    path: '/positions/:id/user_role',
    resource: 'members',
    summary: 'Change a member’s account role',
    description: '§3 userRole `admin` or `member`. The account always keeps at least one active admin (409 LAST_ADMIN).',
    auth: 'session',
    params: positionParams,
    body: userRoleChangeSchema,
    responses: { 200: memberWireSchema },
    errors: [...positionErrors, lastAdmin],
  }),
  defineRoute({
    method: 'POST',
    path: '/positions/:id/revoke_trusted_devices',
    resource: 'members',
    summary: 'Revoke a member’s trusted devices',
    description:
      '§7 position action "revoke trusted devices": ends every signed-in session of the position (browser sessions and remembered ' +
      '"Remember me" devices) and any two-step login in progress, so each device must log in again with password and second factor. ' +
      'An admin may revoke any member’s; a position may revoke its own (its current session is kept).',
    auth: 'session',
    params: positionParams,
    responses: { 200: revokedDevicesWireSchema },
    errors: positionErrors,
  }),
  defineRoute({
    method: 'POST',
    path: '/invitations/:id/resend',
    resource: 'members',
    summary: 'Resend an invitation',
    description: '§7 position action "resend invitation": emails a new sign-up link (the old one stops working) valid for 7 days. Answers the invitation as listed, with its new id.',
    auth: 'session',
    params: invitationParams,
    // Inviting members is premium (§1), resending an invitation too.
    premium: true,
    responses: { 200: memberWireSchema },
    errors: [...adminOnly, { status: 404, code: StringErrorCode.NotFound, when: 'No pending invitation of the caller’s account with this id' }],
  }),
  defineRoute({
    method: 'DELETE',
    path: '/invitations/:id',
    resource: 'members',
    summary: 'Withdraw an invitation',
    description: 'The emailed link stops working and the seat is freed.',
    auth: 'session',
    params: invitationParams,
    responses: { 204: noContent },
    errors: [...adminOnly, { status: 404, code: StringErrorCode.NotFound, when: 'No pending invitation of the caller’s account with this id' }],
  }),
] as const;
