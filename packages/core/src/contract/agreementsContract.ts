/**
 * The contract of the §7 agreement calls: GET/POST /agreements/, GET/PUT/DELETE /agreements/{id},
 * and the document calls move, replace, restore, permanently_delete, imported_reset,
 * agreement_value and config (§4 trash and import, §6 permissions).
 */
import { z } from 'zod';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { AgreementState } from '../domain/agreement.js';
import {
  agreementConfigSchema,
  agreementListQuerySchema,
  agreementValueSchema,
  createAgreementRequestSchema,
  moveAgreementSchema,
  replaceAgreementSchema,
} from '../validation/documentSchemas.js';
import { updateAgreementSchema } from '../validation/schemas.js';
import { agreementWireSchema } from './agreementWire.js';
import { listOf, noContent, notLoggedInError, pathIdSchema } from './commonSchemas.js';
import { defineRoute, type RouteError } from './defineRoute.js';

const int = z.number().int();
const isoDateTime = z.string().meta({ format: 'date-time' });

/** A row of GET /agreements/ (§7 list): the columns the dashboard shows. */
export const agreementSummaryWireSchema = z
  .object({
    id: int,
    name: z.string(),
    state: int,
    collection_id: int,
    updated: isoDateTime,
    folder_id: int.nullable(),
    created: isoDateTime,
    agreement_value: z.string().nullable().meta({ description: 'Decimal string, e.g. "1250.50"' }),
    expire_date: isoDateTime.nullable(),
    tags: z.array(z.object({ id: int, name: z.string() })),
  })
  .meta({
    id: 'AgreementSummary',
    examples: [
      { id: 12, name: 'Service agreement', state: 0, collection_id: 1, updated: '2026-11-24T09:00:00.000Z', folder_id: null, created: '2026-11-20T08:00:00.000Z', agreement_value: '1250.50', expire_date: null, tags: [{ id: 2, name: 'Sales' }] },
    ],
  });
/** A row of GET /agreements/ as the server sends it. */
export type AgreementSummaryWire = z.input<typeof agreementSummaryWireSchema>;

/** The answer of POST /agreements/{id}/move. */
export const movedAgreementWireSchema = z
  .object({ id: int, collection_id: int, folder_id: int.nullable() })
  .meta({ id: 'MovedAgreement', examples: [{ id: 12, collection_id: 2, folder_id: null }] });

/** The answer of PUT /agreements/{id}/agreement_value: the stored decimal string (null: none). */
export const agreementValueWireSchema = z.object({ amount: z.string().nullable() }).meta({ id: 'AgreementValue', examples: [{ amount: '1250.50' }] });

const agreementParams = z.object({ id: pathIdSchema('Invalid agreement Id') });
const denied = (permission: string): RouteError => ({ status: 403, code: ApiErrorCode.AccessDenied, when: `The position lacks ${permission} (§6), or a guest token was sent` });
const noAgreement: RouteError = { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement (or it is in the trash)' };
const notEditable: RouteError[] = [
  { status: 403, code: ApiErrorCode.DocumentLocked, when: 'A signature exists' },
  { status: 409, code: ApiErrorCode.DocumentLocked, when: 'Sent: not a draft or template' },
];

/** Every agreement route. */
export const agreementsContract = [
  defineRoute({
    method: 'GET',
    path: '/agreements/',
    resource: 'agreements',
    summary: 'List agreements',
    description:
      '§7 List calls: the agreements the position may see (§6), not deleted, filtered (workspace, shared with me, folders, dates, sign order, tags, positions, name `q`, `exclude_ids`, trash), paged by `limit` (20, max 100) and `offset`, sorted by `attr:dir`. `count` is the total before paging. The existence check of §7 is this call with `limit=1` and `exclude_ids[]`.',
    auth: 'session',
    query: agreementListQuerySchema,
    responses: { 200: listOf(agreementSummaryWireSchema) },
    errors: [notLoggedInError, { status: 403, code: ApiErrorCode.AccessDenied, when: 'A guest token was sent' }],
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/',
    resource: 'agreements',
    summary: 'Create an agreement',
    description:
      '§7: a contract (state 0) or template (state 6), blank, from a template or agreement (`source_id`), from an uploaded PDF (`from_pdf`), or as the import of a signed contract (`import`: state 4). Needs collection:module:agreement:use and agreement:create in the workspace.',
    auth: 'session',
    body: createAgreementRequestSchema,
    // Templates are premium (§1); contracts, PDF uploads and imports stay free.
    premium: (body) => (body as { state?: number }).state === AgreementState.Template,
    responses: { 201: agreementWireSchema },
    errors: [
      notLoggedInError,
      denied('collection:module:agreement:use, agreement:create or agreement:view on the source; or the PDF is another account\'s'),
      { status: 404, code: StringErrorCode.NotFound, when: 'No such workspace or source' },
      { status: 400, code: ApiErrorCode.UnsupportedFileType, when: '`from_pdf` is not a PDF' },
      { status: 409, code: StringErrorCode.AssetProcessing, when: 'The PDF is still being processed' },
      { status: 400, code: 'ASSET_PROCESSING_FAILED', when: 'Processing refused the PDF' },
    ],
  }),
  defineRoute({
    method: 'GET',
    path: '/agreements/:id',
    resource: 'agreements',
    summary: 'Read an agreement',
    description:
      '§7: the agreement as the caller may see it. A position (agreement:view, §6) gets the document fields (acl, folder, tags, value, counts); a guest (token of a participant of this agreement) gets the guest view, and before the security code is validated a locked one (no content, only themself). Header `X-Flow-Has-User`: 1 when a session cookie came along.',
    auth: 'sessionOrGuest',
    params: agreementParams,
    query: z.object({ access_token: z.string().optional().meta({ description: 'The guest token, when not sent as the X-Flow-Access-Token header' }) }),
    responses: { 200: agreementWireSchema },
    errors: [notLoggedInError, denied('agreement:view; or the guest token is of another agreement'), noAgreement],
  }),
  defineRoute({
    method: 'PUT',
    path: '/agreements/:id',
    resource: 'agreements',
    summary: 'Save an agreement',
    description:
      '§7: a new version of a draft or template, based on `checksum` (stale: 4002). Needs agreement:update. With a guest token a signatory sends only `{ checksum, data }`: the values of the form inputs assigned to them (§3 Box type 12) on a pending agreement. The answer is the agreement as GET shows it to the caller.',
    auth: 'sessionOrGuest',
    params: agreementParams,
    body: updateAgreementSchema,
    responses: { 200: agreementWireSchema },
    errors: [
      notLoggedInError,
      denied('agreement:update; a guest: another agreement, not a signatory, code pending, keys besides checksum and data, or changes besides their inputs'),
      noAgreement,
      ...notEditable,
      { status: 409, code: ApiErrorCode.StaleChecksum, when: 'The checksum is not the current version' },
      { status: 409, code: ApiErrorCode.StateDoesNotAllowSigning, when: 'A guest: not pending, or they signed or declined' },
      { status: 400, code: StringErrorCode.ContentLimitExceeded, when: 'One box holds too much content' },
      { status: 400, code: ApiErrorCode.EndBeforeStart, when: 'A duration box ends before it starts (§5)' },
      { status: 400, code: ApiErrorCode.ProductTableNeedsColumn, when: 'A product table without columns (§5)' },
      { status: 400, code: ApiErrorCode.ProductTotalTooLarge, when: 'A product total over 1 trillion (§5)' },
    ],
  }),
  defineRoute({
    method: 'DELETE',
    path: '/agreements/:id',
    resource: 'agreements',
    summary: 'Move an agreement to the trash',
    description: '§7, §4: sets deleted_at; POST /agreements/{id}/restore takes it back. Needs agreement:delete.',
    auth: 'session',
    params: agreementParams,
    responses: { 204: noContent },
    errors: [notLoggedInError, denied('agreement:delete'), noAgreement],
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/move',
    resource: 'agreements',
    summary: 'Move an agreement to another workspace or folder',
    description: '§7, §4: needs agreement:move on the agreement and collection:module:agreement:use plus agreement:create in the target workspace. `folder_id` -1 or null: no folder. The checksum stays.',
    auth: 'session',
    params: agreementParams,
    body: moveAgreementSchema,
    responses: { 200: movedAgreementWireSchema },
    errors: [notLoggedInError, denied('agreement:move, or use and create in the target workspace'), { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement or workspace' }],
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/replace',
    resource: 'agreements',
    summary: 'Start a draft over from another template',
    description: '§7: creates a new agreement from the template `source_id` in `collection_id` (same name; same folder when the workspace is unchanged) and moves the old draft to the trash, in one transaction. Answers the new agreement.',
    auth: 'session',
    params: agreementParams,
    body: replaceAgreementSchema,
    responses: { 201: agreementWireSchema },
    errors: [
      notLoggedInError,
      denied('agreement:delete on the draft, agreement:view on the source, or use and create in the workspace'),
      { status: 400, code: StringErrorCode.BadRequest, when: 'The source is not a template (state 6)' },
      { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement, workspace or source' },
      { status: 409, code: ApiErrorCode.DocumentLocked, when: 'The agreement is not a draft' },
    ],
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/restore',
    resource: 'agreements',
    summary: 'Take an agreement out of the trash',
    description: '§7, §4. Needs agreement:delete.',
    auth: 'session',
    params: agreementParams,
    responses: { 204: noContent },
    errors: [notLoggedInError, denied('agreement:delete'), { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement in the trash' }],
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/permanently_delete',
    resource: 'agreements',
    summary: 'Delete a trashed agreement for good',
    description: '§7, §4: only from the trash. Needs agreement:permanently_delete.',
    auth: 'session',
    params: agreementParams,
    responses: { 204: noContent },
    errors: [notLoggedInError, denied('agreement:permanently_delete'), { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement in the trash' }],
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/imported_reset',
    resource: 'agreements',
    summary: 'Turn an imported signed contract back into a draft',
    description: '§4 "reset of mark-as-signed". Needs agreement:update.',
    auth: 'session',
    params: agreementParams,
    responses: { 200: agreementWireSchema },
    errors: [notLoggedInError, denied('agreement:update'), noAgreement, { status: 409, code: ApiErrorCode.DocumentLocked, when: 'Not an import marked as signed' }],
  }),
  defineRoute({
    method: 'PUT',
    path: '/agreements/:id/agreement_value',
    resource: 'agreements',
    summary: 'Set the agreement value',
    description: '§7, §3 agreementValue.amount: a decimal string (at most 2 decimals, 1 trillion) or null. Not part of the content: the checksum stays. Needs agreement:update.',
    auth: 'session',
    params: agreementParams,
    body: agreementValueSchema,
    responses: { 200: agreementValueWireSchema },
    errors: [notLoggedInError, denied('agreement:update'), noAgreement],
  }),
  defineRoute({
    method: 'PUT',
    path: '/agreements/:id/config',
    resource: 'agreements',
    summary: 'Change the agreement config',
    description: '§7, §3 config (signOrder, expireDateDays, requiredForSignatures, …): merges the keys (null removes one) as a new version. Drafts and templates. Needs agreement:update.',
    auth: 'session',
    params: agreementParams,
    body: agreementConfigSchema,
    responses: { 200: agreementWireSchema },
    errors: [notLoggedInError, denied('agreement:update'), noAgreement, ...notEditable],
  }),
] as const;
