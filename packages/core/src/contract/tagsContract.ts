/** The contract of the tag calls (§3 Tag, Tag connection): account tags and tagging agreements. */
import { z } from 'zod';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { tagConnectionSchema, tagSchema } from '../validation/documentSchemas.js';
import { listOf, noContent, notLoggedInError, pathIdSchema } from './commonSchemas.js';
import { defineRoute, type RouteError } from './defineRoute.js';

/** A tag on the wire. */
export const tagWireSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'Tag', examples: [{ id: 2, name: 'Sales' }] });
/** A tag as the server sends it. */
export type TagWire = z.input<typeof tagWireSchema>;

/** The answer of POST /agreements/{id}/tags/. */
export const tagConnectionWireSchema = z.object({ tag_id: z.number().int(), agreement_id: z.number().int() }).meta({ id: 'TagConnection', examples: [{ tag_id: 2, agreement_id: 12 }] });

const adminOnly: RouteError = { status: 403, code: ApiErrorCode.AccessDenied, when: 'Not an account admin, or a tag of another account' };
const tagParams = z.object({ id: pathIdSchema('Invalid tag Id') });
const connectionErrors: RouteError[] = [
  notLoggedInError,
  { status: 403, code: ApiErrorCode.AccessDenied, when: 'The position lacks agreement:tag:update (§6)' },
  { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement (or tag connection)' },
];

/** Every tag route. */
export const tagsContract = [
  defineRoute({
    method: 'GET',
    path: '/tags/',
    resource: 'tags',
    summary: "The account's tags",
    description: '§7 lookup, by name. Any position of the account.',
    auth: 'session',
    responses: { 200: listOf(tagWireSchema) },
    errors: [notLoggedInError],
  }),
  defineRoute({
    method: 'POST',
    path: '/tags/',
    resource: 'tags',
    summary: 'Create a tag',
    description: 'Names are unique in the account (case-insensitive; a taken name answers 400). Any position of the account.',
    auth: 'session',
    body: tagSchema,
    responses: { 201: tagWireSchema },
    errors: [notLoggedInError],
  }),
  defineRoute({
    method: 'PUT',
    path: '/tags/:id',
    resource: 'tags',
    summary: 'Rename a tag',
    description: 'Account admins only: it changes what everyone\'s contracts say.',
    auth: 'session',
    params: tagParams,
    body: tagSchema,
    responses: { 200: tagWireSchema },
    errors: [notLoggedInError, adminOnly, { status: 404, code: StringErrorCode.NotFound, when: 'No such tag' }],
  }),
  defineRoute({
    method: 'DELETE',
    path: '/tags/:id',
    resource: 'tags',
    summary: 'Delete a tag',
    description: 'With its connections. Account admins only.',
    auth: 'session',
    params: tagParams,
    responses: { 204: noContent },
    errors: [notLoggedInError, adminOnly, { status: 404, code: StringErrorCode.NotFound, when: 'No such tag' }],
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/tags/',
    resource: 'tags',
    summary: 'Tag an agreement',
    description: 'With a tag of its own account (idempotent). Needs agreement:tag:update.',
    auth: 'session',
    params: z.object({ id: pathIdSchema('Invalid agreement Id') }),
    body: tagConnectionSchema,
    responses: { 201: tagConnectionWireSchema },
    errors: connectionErrors,
  }),
  defineRoute({
    method: 'DELETE',
    path: '/agreements/:id/tags/:tagId',
    resource: 'tags',
    summary: 'Untag an agreement',
    description: 'Needs agreement:tag:update.',
    auth: 'session',
    params: z.object({ id: pathIdSchema('Invalid agreement Id'), tagId: pathIdSchema('Invalid tag Id') }),
    responses: { 204: noContent },
    errors: connectionErrors,
  }),
] as const;
