/** The contract of the agreement link calls (§3 links, §7 GET /agreements/{id}/links/, §9 page of 100). */
import { z } from 'zod';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { idNumberSchema } from '../validation/idSchemas.js';
import { listOf, noContent, notLoggedInError, pathIdSchema } from './commonSchemas.js';
import { defineRoute } from './defineRoute.js';

/** §9: links are listed 100 at a time, and never more. */
export const linkPageSize = 100;

/** A link seen from one agreement: `agreement` is the other side. */
export const linkWireSchema = z
  .object({ id: z.number().int(), agreement: z.object({ id: z.number().int(), name: z.string(), state: z.number().int() }) })
  .meta({ id: 'AgreementLink', examples: [{ id: 7, agreement: { id: 13, name: 'Amendment 1', state: 0 } }] });
/** A link as the server sends it. */
export type LinkWire = z.input<typeof linkWireSchema>;

/** GET /agreements/{id}/links/ query: a page of at most 100. */
export const linkListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(linkPageSize).optional().default(linkPageSize),
  offset: z.coerce.number().int().min(0).optional().default(0),
});

/** POST /agreements/{id}/links/ body: the agreement to link to. */
export const linkRequestSchema = z.object({ agreement_id: idNumberSchema('agreement_id') });

const agreementParams = z.object({ id: pathIdSchema('Invalid agreement Id') });

/** Every link route. */
export const linksContract = [
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/links/',
    resource: 'links',
    summary: 'Link two agreements',
    description:
      'Symmetric and stored once per pair: 201 with the new link, or 200 with the existing one. Needs agreement:update on `{id}` and agreement:view on the other (so both are of one account). A self-link answers 400.',
    auth: 'session',
    params: agreementParams,
    body: linkRequestSchema,
    responses: { 201: linkWireSchema, 200: linkWireSchema },
    errors: [
      notLoggedInError,
      { status: 403, code: ApiErrorCode.AccessDenied, when: 'The position lacks agreement:update on `{id}` or agreement:view on the other' },
      { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement' },
    ],
  }),
  defineRoute({
    method: 'GET',
    path: '/agreements/:id/links/',
    resource: 'links',
    summary: 'The agreements linked to an agreement',
    description: 'Newest link first; linked agreements the caller may not view, or in the trash, are left out (and not counted). Needs agreement:view.',
    auth: 'session',
    params: agreementParams,
    query: linkListQuerySchema,
    responses: { 200: listOf(linkWireSchema) },
    errors: [notLoggedInError, { status: 403, code: ApiErrorCode.AccessDenied, when: 'The position lacks agreement:view' }, { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement' }],
  }),
  defineRoute({
    method: 'DELETE',
    path: '/agreements/:id/links/:linkId',
    resource: 'links',
    summary: 'Remove a link',
    description: 'Needs agreement:update on `{id}`.',
    auth: 'session',
    params: z.object({ id: pathIdSchema('Invalid agreement Id'), linkId: pathIdSchema('Invalid link Id') }),
    responses: { 204: noContent },
    errors: [
      notLoggedInError,
      { status: 403, code: ApiErrorCode.AccessDenied, when: 'The position lacks agreement:update' },
      { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement, or the link is not one of its own' },
    ],
  }),
] as const;
