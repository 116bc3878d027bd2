/**
 * The contract of the two AI extension calls (§7 "GET /ext/ai_review/workspaces/{id}/agreements/
 * (ids). GET /ext/ai_import/agreements/{id}/highlight"; §3 Agreement `review`, `aiImportData`;
 * §1 "AI review and AI import exist as extensions"):
 *
 * - AI review: the review of each asked agreement of a workspace — findings with a severity, for
 *   the version (checksum) that was reviewed. A version is reviewed once and the result stored as
 *   the agreement's `review`; a later read of the same version answers the stored review.
 * - AI import: where each data field's value sits in the agreement's text sections, as offsets in
 *   a section's plain text (core textBoxPlainText), so the page can highlight what was imported.
 *
 * Both answer 403 6001 while the account has the extension off (account features aiReview, aiImport).
 */
import { z } from 'zod';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { maxId } from '../validation/idSchemas.js';
import { defineRoute, type RouteError } from './defineRoute.js';
import { notLoggedInError, pathIdSchema } from './commonSchemas.js';
import { extensionDisabledError } from './featuresContract.js';

/** What a review finding is about. */
export const reviewFindingCodes = [
  'no_signatory',
  'no_expiry_date',
  'required_input_empty',
  'party_details_missing',
  'data_field_unfilled',
  'duration_end_before_start',
] as const;
export type ReviewFindingCode = (typeof reviewFindingCodes)[number];

/** How much a finding matters: `high` blocks signing or makes the contract wrong, `low` is worth a look. */
export const reviewSeverities = ['high', 'medium', 'low'] as const;
export type ReviewSeverity = (typeof reviewSeverities)[number];

/** One finding of a review. `subject` names the thing concerned (a party, a data field, an input), when there is one. */
export const reviewFindingWireSchema = z
  .object({
    code: z.enum(reviewFindingCodes),
    severity: z.enum(reviewSeverities),
    box_id: z.number().int().nullable().meta({ description: 'The section concerned, when there is one' }),
    subject: z.string().nullable().meta({ description: 'The party, data field or input concerned, by name' }),
  })
  .meta({ id: 'ReviewFinding' });
export type ReviewFindingWire = z.infer<typeof reviewFindingWireSchema>;

/** The review of one agreement (§3 Agreement `review`). */
export const agreementReviewWireSchema = z
  .object({
    agreement_id: z.number().int(),
    state: z.literal('reviewed').meta({ description: 'The review of the current version is done (reviews run when asked)' }),
    checksum: z.string().meta({ description: 'The version reviewed' }),
    reviewed_at: z.string().meta({ format: 'date-time' }),
    reviewer: z.string().meta({ description: 'Which reviewer made it, e.g. `rules` (the built-in rule reviewer)' }),
    findings: z.array(reviewFindingWireSchema),
  })
  .meta({
    id: 'AgreementReview',
    examples: [
      {
        agreement_id: 12,
        state: 'reviewed',
        checksum: '9f2c…',
        reviewed_at: '2026-11-24T09:00:00.000Z',
        reviewer: 'rules',
        findings: [{ code: 'no_signatory', severity: 'high', box_id: null, subject: null }],
      },
    ],
  });
export type AgreementReviewWire = z.infer<typeof agreementReviewWireSchema>;

/** GET /ext/ai_review/… query: `ids[]` repeated, 1 to 100 agreement ids. */
export const reviewQuerySchema = z.object({
  ids: z.preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.coerce.number({ error: 'ids must be agreement ids' }).int({ message: 'ids must be agreement ids' }).min(1, { message: 'ids must be agreement ids' }).max(maxId, { message: 'ids must be agreement ids' }))
      .min(1, { message: 'ids is required' })
      .max(100, { message: 'ids must name at most 100 agreements' }),
  ),
});

/** Where one data field's value sits in a text section: [start, end) of the section's plain text (start = end for a placeholder). */
export const importHighlightWireSchema = z
  .object({
    data_field_key: z.string(),
    name: z.string().meta({ description: 'The data field’s name' }),
    box_id: z.number().int(),
    start: z.number().int(),
    end: z.number().int(),
    kind: z.enum(['text', 'placeholder']).meta({ description: '`text`: the value written out in the text; `placeholder`: the data field inserted as a placeholder' }),
  })
  .meta({ id: 'ImportHighlight' });
export type ImportHighlightWire = z.infer<typeof importHighlightWireSchema>;

/** GET /ext/ai_import/agreements/{id}/highlight answer. */
export const importHighlightsWireSchema = z
  .object({ agreement_id: z.number().int(), highlights: z.array(importHighlightWireSchema) })
  .meta({
    id: 'ImportHighlights',
    examples: [{ agreement_id: 12, highlights: [{ data_field_key: 'buyer', name: 'Buyer', box_id: 3, start: 14, end: 27, kind: 'text' }] }],
  });
export type ImportHighlightsWire = z.infer<typeof importHighlightsWireSchema>;

const viewErrors: RouteError[] = [
  notLoggedInError,
  { status: 403, code: ApiErrorCode.AccessDenied, when: 'The position may not view the agreement, or a guest token was sent' },
  { status: 404, code: StringErrorCode.NotFound, when: 'No such workspace or agreement' },
];

/** The two AI extension routes. */
export const aiContract = [
  defineRoute({
    method: 'GET',
    path: '/ext/ai_review/workspaces/:id/agreements/',
    resource: 'ai',
    summary: 'Review agreements of a workspace',
    description:
      'The review of each agreement named in `ids[]` that lies in workspace `{id}` and that the position may view (agreement:ai_review:view); ' +
      'others are left out. A version not reviewed yet is reviewed now and stored. Needs the account feature aiReview.',
    auth: 'session',
    params: z.object({ id: pathIdSchema('Invalid workspace Id') }),
    query: reviewQuerySchema,
    responses: { 200: z.object({ collection: z.array(agreementReviewWireSchema), count: z.number().int() }) },
    errors: [...viewErrors, extensionDisabledError('AI review')],
  }),
  defineRoute({
    method: 'GET',
    path: '/ext/ai_import/agreements/:id/highlight',
    resource: 'ai',
    summary: 'Where the imported data fields sit in the text',
    description: 'For each data field with a value: its occurrences in the text sections and its placeholders. Needs agreement:view and the account feature aiImport.',
    auth: 'session',
    params: z.object({ id: pathIdSchema('Invalid agreement Id') }),
    responses: { 200: importHighlightsWireSchema },
    errors: [...viewErrors, extensionDisabledError('AI import')],
  }),
] as const;
