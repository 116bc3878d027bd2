/**
 * The contract of groups (§3 Group: account, positions; §7 "GET /groups/ … used as lookups"):
 * the list, and the admin's calls to create, rename and delete a group and to add and remove its
 * members. A group can be given a role on a workspace or an agreement like a position
 * (permissionsContract: /{resource}s/{id}/groups/{id}/bindings/).
 */
import { z } from 'zod';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { createGroupSchema, groupListQuerySchema, renameGroupSchema } from '../validation/memberSchemas.js';
import { listOf, noContent, notLoggedInError, pathIdSchema } from './commonSchemas.js';
import { defineRoute, type RouteError } from './defineRoute.js';

/** A member of a group: a position of the account. */
export const groupMemberWireSchema = z.object({ id: z.number().int(), fullname: z.string(), email: z.string() });

/** A group on the wire, with its members sorted by name. */
export const groupWireSchema = z
  .object({
    id: z.number().int(),
    account_id: z.number().int(),
    name: z.string(),
    positions: z.array(groupMemberWireSchema),
    created: z.string(),
  })
  .meta({
    id: 'Group',
    examples: [{ id: 3, account_id: 1, name: 'Sales', positions: [{ id: 4, fullname: 'Ada Lovelace', email: 'ada@example.com' }], created: '2026-11-20T08:30:00.000Z' }],
  });
/** A group as the server sends it. */
export type GroupWire = z.input<typeof groupWireSchema>;

const groupParams = z.object({ id: pathIdSchema('Invalid group Id') });
const memberParams = z.object({ id: pathIdSchema('Invalid group Id'), pid: pathIdSchema('Invalid position Id') });
const session: RouteError[] = [notLoggedInError, { status: 403, code: ApiErrorCode.AccessDenied, when: 'A guest token was sent' }];
const adminOnly: RouteError[] = [notLoggedInError, { status: 403, code: ApiErrorCode.AccessDenied, when: 'Not an account admin, or a guest token was sent' }];
const missing: RouteError = { status: 404, code: StringErrorCode.NotFound, when: 'No such group (or position) in the caller’s account' };
const nameTaken: RouteError = { status: 400, code: StringErrorCode.BadRequest, when: 'Another group of the account has this name' };

/** Every group route. */
export const groupsContract = [
  defineRoute({
    method: 'GET',
    path: '/groups/',
    resource: 'groups',
    summary: 'List the groups',
    description: 'The groups of the caller’s account with their members (§7 lookup). §7 list params: `limit` (20, max 100), `offset`, `sort` (name or created). Any position of the account may read it.',
    auth: 'session',
    query: groupListQuerySchema,
    responses: { 200: listOf(groupWireSchema) },
    errors: session,
  }),
  defineRoute({
    method: 'POST',
    path: '/groups/',
    resource: 'groups',
    summary: 'Create a group',
    description: 'A named group of the account, optionally with its first members (positions of the account). Account admins only.',
    auth: 'session',
    body: createGroupSchema,
    responses: { 201: groupWireSchema },
    errors: [...adminOnly, nameTaken, { status: 404, code: StringErrorCode.NotFound, when: 'A position id is not of the account' }],
  }),
  defineRoute({
    method: 'GET',
    path: '/groups/:id',
    resource: 'groups',
    summary: 'One group',
    auth: 'session',
    params: groupParams,
    responses: { 200: groupWireSchema },
    errors: [...session, missing],
  }),
  defineRoute({
    method: 'PUT',
    path: '/groups/:id',
    resource: 'groups',
    summary: 'Rename a group',
    description: 'Account admins only.',
    auth: 'session',
    params: groupParams,
    body: renameGroupSchema,
    responses: { 200: groupWireSchema },
    errors: [...adminOnly, missing, nameTaken],
  }),
  defineRoute({
    method: 'DELETE',
    path: '/groups/:id',
    resource: 'groups',
    summary: 'Delete a group',
    description: 'Its members lose what the group’s role bindings gave them; the positions themselves stay. Account admins only.',
    auth: 'session',
    params: groupParams,
    responses: { 204: noContent },
    errors: [...adminOnly, missing],
  }),
  defineRoute({
    method: 'POST',
    path: '/groups/:id/positions/:pid',
    resource: 'groups',
    summary: 'Add a member to a group',
    description: 'Idempotent. The position must be of the group’s account. Account admins only.',
    auth: 'session',
    params: memberParams,
    responses: { 200: groupWireSchema },
    errors: [...adminOnly, missing],
  }),
  defineRoute({
    method: 'DELETE',
    path: '/groups/:id/positions/:pid',
    resource: 'groups',
    summary: 'Remove a member from a group',
    description: 'The position at once loses what the group’s role bindings gave it. Account admins only.',
    auth: 'session',
    params: memberParams,
    responses: { 200: groupWireSchema },
    errors: [...adminOnly, missing],
  }),
] as const;
