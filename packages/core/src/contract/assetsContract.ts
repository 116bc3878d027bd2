/**
 * The contract of the §7 upload calls (§5 limits, §8 codes): POST /assets/ (an account upload),
 * POST /agreements/{id}/assets/?_source=form (the owner, or that agreement's guest), POST
 * /agreements/{id}/images/?_source=form (an image for a contract's text) and GET /assets/{id}
 * (the file, to whoever may read its agreement).
 *
 * Uploads are multipart/form-data, read part by part by the server (assets/readMultipart.ts), so
 * their bodies are documented as fields rather than validated by a schema. The file's type comes
 * from its bytes, never from its name or the declared content type.
 */
import { z } from 'zod';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { notLoggedInError, pathIdSchema } from './commonSchemas.js';
import { defineRoute, type RouteError } from './defineRoute.js';

/** The §8 string code of a PDF that could not be processed (unreadable, or over a worker limit). */
const assetProcessingFailed = 'ASSET_PROCESSING_FAILED';

/** The multipart `asset_type` values of an upload. */
export const assetTypes = ['pdf', 'attachment', 'document'] as const;
export type AssetType = (typeof assetTypes)[number];

/**
 * An uploaded file on the wire. `size` in bytes (of the stored file, its PDF actions stripped);
 * `page_count` for PDFs (null while processing and for other files); `state` ready, processing
 * (allow_async: inspected after the answer) or failed. Images answer asset_type `image`.
 */
export const assetWireSchema = z
  .object({
    id: z.number().int(),
    agreement_id: z.number().int().nullable(),
    asset_type: z.enum([...assetTypes, 'image']),
    mime_type: z.string(),
    name: z.string(),
    size: z.number().int().meta({ description: 'Bytes' }),
    page_count: z.number().int().nullable(),
    state: z.enum(['ready', 'processing', 'failed']),
    created: z.string().meta({ format: 'date-time' }),
  })
  .meta({
    id: 'Asset',
    examples: [{ id: 21, agreement_id: 12, asset_type: 'pdf', mime_type: 'application/pdf', name: 'terms.pdf', size: 48213, page_count: 3, state: 'ready', created: '2026-11-24T09:00:00.000Z' }],
  });
export type AssetWire = z.infer<typeof assetWireSchema>;

/** An image for a contract's text: its asset id and the URL the text embeds. */
export const imageWireSchema = z
  .object({ id: z.number().int(), url: z.string().meta({ description: 'Relative: /api/assets/{id}' }) })
  .meta({ id: 'Image', examples: [{ id: 22, url: '/api/assets/22' }] });
export type ImageWire = z.infer<typeof imageWireSchema>;

/** `?_source=form` (§7): where the upload comes from; informational. */
const sourceQuery = z.object({ _source: z.string().max(50).optional().meta({ description: '`form` from the contract page', examples: ['form'] }) });
const uploadFields = { asset_type: 'string', file: 'file', qqfile: 'file', allow_async: 'string' } as const;
const uploadDescription =
  'Multipart: `asset_type` (pdf, attachment or document; default attachment), the file as `file` or `qqfile`, and `allow_async=true` to have a large PDF answer 202 in state `processing` and be inspected after the answer. A PDF is refused when password protected (4502) or over 200 pages (4505); its scripts and actions are stripped.';
const fileErrors: RouteError[] = [
  { status: 400, code: ApiErrorCode.UnsupportedFileType, when: 'Not a supported file type (judged from the bytes), or a password-protected PDF' },
  { status: 400, code: ApiErrorCode.TooManyPdfPages, when: 'A PDF over 200 pages' },
  { status: 400, code: ApiErrorCode.AttachmentLimit, when: 'The file is too large, or the agreement’s attachments would pass their count or total size (§5)' },
  { status: 400, code: assetProcessingFailed, when: 'A PDF that cannot be read, or passes the decompressed-size, memory or time limit' },
  notLoggedInError,
];
const agreementParams = z.object({ id: pathIdSchema('Invalid agreement Id') });

/** Every upload route. */
export const assetsContract = [
  defineRoute({
    method: 'POST',
    path: '/assets/',
    resource: 'assets',
    summary: 'Upload a file to the account',
    description: `Not yet tied to an agreement (e.g. a PDF to create a draft from, \`from_pdf\`). ${uploadDescription}`,
    auth: 'session',
    body: { multipart: uploadFields },
    responses: { 201: assetWireSchema, 202: assetWireSchema },
    errors: [...fileErrors, { status: 403, code: ApiErrorCode.AccessDenied, when: 'A guest token was sent' }],
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/assets/',
    resource: 'assets',
    summary: 'Upload a file to an agreement',
    description: `The owner with agreement:update (§6), or with a guest token that agreement's guest while they can still act on it (§6 "Guests use a guest token on upload"); every file a guest uploads counts against the attachment limits. ${uploadDescription}`,
    auth: 'sessionOrGuest',
    params: agreementParams,
    query: sourceQuery,
    body: { multipart: uploadFields },
    responses: { 201: assetWireSchema, 202: assetWireSchema },
    errors: [
      ...fileErrors,
      { status: 403, code: ApiErrorCode.AccessDenied, when: 'No agreement:update; a guest token of another agreement; a disabled participant or a pending security code' },
      { status: 403, code: ApiErrorCode.AlreadySigned, when: 'The guest has signed' },
      { status: 403, code: ApiErrorCode.StateDoesNotAllowSigning, when: 'The guest declined, or the agreement is not out for signing' },
      { status: 403, code: ApiErrorCode.DocumentLocked, when: 'The agreement is concluded (§4)' },
      { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement' },
    ],
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/images/',
    resource: 'assets',
    summary: 'Upload an image for a contract’s text',
    description:
      'Multipart: the image in `upload` (or `file`). PNG, JPEG, GIF or WebP (judged from the bytes), at most 10 MiB. The owner with agreement:update only; GET /assets/{id} serves it to whoever may read the agreement.',
    auth: 'session',
    params: agreementParams,
    query: sourceQuery,
    body: { multipart: { upload: 'file', file: 'file' } },
    responses: { 201: imageWireSchema },
    errors: [
      { status: 400, code: ApiErrorCode.UnsupportedFileType, when: 'Not a PNG, JPEG, GIF or WebP image' },
      { status: 400, code: ApiErrorCode.AttachmentLimit, when: 'Over 10 MiB' },
      notLoggedInError,
      { status: 403, code: ApiErrorCode.AccessDenied, when: 'A guest token was sent, or the position lacks agreement:update (§6)' },
      { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement' },
    ],
  }),
  defineRoute({
    method: 'GET',
    path: '/assets/:id',
    resource: 'assets',
    summary: 'Download an uploaded file',
    description:
      'The file itself (not JSON), with its Content-Type and `Content-Disposition: attachment`. To positions who may view its agreement, that agreement’s guests, and for an account upload not yet tied to an agreement, its account.',
    auth: 'sessionOrGuest',
    params: z.object({ id: pathIdSchema('Invalid asset Id') }),
    // Documentation only: the server answers a Buffer, which Fastify sends as is, never through
    // the response serializer.
    responses: { 200: z.string().meta({ format: 'binary', description: 'The file’s bytes' }) },
    errors: [
      { status: 400, code: assetProcessingFailed, when: 'The PDF could not be processed (or its processing was interrupted)' },
      { status: 401, code: ApiErrorCode.AccessDenied, when: 'Neither a session nor a guest token' },
      { status: 403, code: ApiErrorCode.AccessDenied, when: 'Not allowed to read the agreement, or another account’s upload' },
      { status: 404, code: StringErrorCode.NotFound, when: 'No such file' },
      { status: 409, code: StringErrorCode.AssetProcessing, when: 'The PDF is still being processed; try again shortly' },
    ],
  }),
] as const;
