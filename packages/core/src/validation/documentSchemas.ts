/**
 * zod schemas for the document calls of spec §7 "Agreements" (issue #4): role bindings, roles,
 * folders, tags, list filters, creation from a template, move, replace, notes, internal
 * reminders (delayed events), agreement value and config. Wire (snake_case) shapes; limits §9.
 */
import { z } from 'zod';
import { coercedIdSchema, maxId } from './idSchemas.js';
import { createAgreementSchema, limits, listQuerySchema } from './schemas.js';

const id = coercedIdSchema;

/** Treats a single query value as a one-element array (§7: array params are repeated bracketed keys). */
const queryArray = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : [v]), z.array(item).max(500).optional());

/** A 0/1 (or true/false) query flag. */
const queryFlag = z
  .union([z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false'), z.boolean(), z.literal(0), z.literal(1)])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === true || v === 1);

/** §7 Folder id -1 means "no folder". */
export const noFolderId = -1;

/** POST and DELETE /{resource}s/{id}/{actor}s/{id}/bindings/ body (§7). */
export const bindingSchema = z.object({ role_id: id('role_id') });
export type BindingRequest = z.input<typeof bindingSchema>;

/** POST /roles/ body: a named set of permission names (§3 Role, §6). */
export const roleSchema = z.object({
  name: z.string().trim().min(1, { message: 'Name is required' }).max(limits.nameMax),
  permissions: z.array(z.string().min(1).max(100)).min(1, { message: 'At least one permission is required' }).max(100),
});
export type RoleRequest = z.input<typeof roleSchema>;

/** POST /folders/ body. `parent_id` omitted or null: a top-level folder. */
export const createFolderSchema = z.object({
  collection_id: id('collection_id'),
  parent_id: id('parent_id').nullable().optional(),
  name: z.string().trim().min(1, { message: 'Name is required' }).max(limits.nameMax),
});
export type CreateFolderRequest = z.input<typeof createFolderSchema>;

/** PUT /folders/{id} body: rename and/or move under another parent (null: top level). */
export const updateFolderSchema = z.object({
  parent_id: id('parent_id').nullable().optional(),
  name: z.string().trim().min(1, { message: 'Name is required' }).max(limits.nameMax).optional(),
});
export type UpdateFolderRequest = z.input<typeof updateFolderSchema>;

/** POST /tags/ and PUT /tags/{id} body. */
export const tagSchema = z.object({ name: z.string().trim().min(1, { message: 'Name is required' }).max(limits.nameMax) });
export type TagRequest = z.input<typeof tagSchema>;

/** POST /agreements/{id}/tags/ body: connect a tag. */
export const tagConnectionSchema = z.object({ tag_id: id('tag_id') });
export type TagConnectionRequest = z.input<typeof tagConnectionSchema>;

/** A folder id of a request: a positive id, or -1 / null for no folder. */
const folderIdSchema = z.coerce
  .number({ message: 'folder_id must be a number' })
  .int()
  .refine((v) => v === noFolderId || (v > 0 && v <= maxId), { message: 'folder_id must be a folder id or -1' })
  .nullable()
  .optional();

/** POST /agreements/{id}/move body (§7): target workspace and folder (-1 or null: none). */
export const moveAgreementSchema = z.object({ collection_id: id('collection_id'), folder_id: folderIdSchema });
export type MoveAgreementRequest = z.input<typeof moveAgreementSchema>;

/**
 * POST /agreements/ body (§7): the foundation's fields plus `source_id` (create from a template
 * or copy an agreement), `import` (an already-signed contract: mark as signed), `folder_id`,
 * `source` (a free marker of where the call came from), `from_pdf` (the id of a PDF uploaded
 * through POST /assets/: a draft with one PDF box; 0, false or null: not given).
 */
export const createAgreementRequestSchema = createAgreementSchema.extend({
  source_id: id('source_id').optional(),
  import: queryFlag,
  folder_id: folderIdSchema,
  source: z.string().max(50).optional(),
  // Older clients send 0, '0', false or null for "no PDF".
  from_pdf: z.preprocess((v) => (v === null || v === false || v === 0 || v === '0' ? undefined : v), id('from_pdf').optional()),
});
export type CreateAgreementFullRequest = z.input<typeof createAgreementRequestSchema>;

/** POST /agreements/{id}/replace body (§7): the template to start over from, in which workspace. */
export const replaceAgreementSchema = z.object({ collection_id: id('collection_id'), source_id: id('source_id') });
export type ReplaceAgreementRequest = z.input<typeof replaceAgreementSchema>;

/**
 * A from/to bound of the list: an ISO date-time or date whose UTC year is 1..9999. PostgreSQL
 * has no year 0, so `0000-01-01` (or `0001-01-01T00:00+01:00`) would fail in the query itself.
 */
const dateBound = (field: string) =>
  z.iso
    .datetime({ offset: true, message: `${field} must be an ISO date-time` })
    .or(z.iso.date({ message: `${field} must be an ISO date` }))
    .refine(
      (v) => {
        const year = new Date(v).getUTCFullYear();
        return year >= 1 && year <= 9999;
      },
      { message: `${field} must be a date between the years 1 and 9999` },
    );

/** Date attributes the list can filter on with from/to. */
export const listDateFields = ['created', 'updated', 'published_at', 'expire_date'] as const;

/**
 * GET /agreements/ query (§7 filters): paging and sort of every list, then the filters. Array
 * params arrive as repeated bracketed keys (`collection_ids[]=1&collection_ids[]=2`).
 */
export const agreementListQuerySchema = listQuerySchema.extend({
  collection_ids: queryArray(z.coerce.number().int().min(0, { message: 'collection_ids must be workspace ids' }).max(maxId, { message: 'collection_ids must be workspace ids' })),
  workspace_ids: queryArray(z.coerce.number().int().min(0, { message: 'workspace_ids must be workspace ids' }).max(maxId, { message: 'workspace_ids must be workspace ids' })),
  shared_with_me: queryFlag,
  folder_ids: queryArray(z.coerce.number().int().refine((v) => v === noFolderId || (v > 0 && v <= maxId), { message: 'folder_ids must be folder ids or -1' })),
  no_folder: queryFlag,
  include_subfolder_tree: queryFlag,
  states: queryArray(z.coerce.number().int().min(0).max(6)),
  date_field: z.enum(listDateFields, { message: `date_field must be one of ${listDateFields.join(', ')}` }).optional(),
  from: dateBound('from').optional(),
  to: dateBound('to').optional(),
  sign_order: z.enum(['0', '1'], { message: 'sign_order must be 0 or 1' }).optional(),
  tag_ids: queryArray(id('tag_ids')),
  tag_operator: z.enum(['and', 'or'], { message: 'tag_operator must be and or or' }).optional().default('or'),
  no_tag: queryFlag,
  position_ids: queryArray(id('position_ids')),
  position_operator: z.enum(['and', 'or'], { message: 'position_operator must be and or or' }).optional().default('or'),
  q: z.string().trim().max(255).optional(),
  exclude_ids: queryArray(id('exclude_ids')),
  trashed: queryFlag,
});
export type AgreementListQuery = z.input<typeof agreementListQuerySchema>;

const nodesSchema = z.object({ nodes: z.array(z.unknown()).max(10_000) });

/** POST and PUT /agreements/{id}/notes/ body (§3 Contract note: name, content.nodes). */
export const noteSchema = z.object({
  name: z.string().trim().max(255).optional().default(''),
  content: nodesSchema,
});
export type NoteRequest = z.input<typeof noteSchema>;

/** PUT /agreements/{id}/notes/{noteId}: any of the fields. */
export const updateNoteSchema = z.object({ name: z.string().trim().max(255).optional(), content: nodesSchema.optional() });

/** GET /agreements/{id}/notes/ query: page of 50 (§9), newest change first. */
export const noteListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).optional().default(50),
  offset: z.coerce.number().int().min(0).optional().default(0),
  sort: z.enum(['-updated_time', 'updated_time', 'updated_time:desc', 'updated_time:asc'], { message: 'sort must be -updated_time or updated_time' }).optional().default('-updated_time'),
});

const dateTime = z.iso.datetime({ offset: true, message: 'date_time must be an ISO date-time' });

/** POST /agreements/delayed_events/ body (§3 Internal reminder). */
export const delayedEventSchema = z.object({
  agreement_id: id('agreement_id'),
  to_positions: z.array(id('to_positions')).min(1, { message: 'to_positions: at least one recipient is required' }).max(50),
  date_time: dateTime,
  subject: z.string().trim().min(1, { message: 'Subject is required' }).max(limits.subjectMax),
  message: z.string().max(limits.messageMax).optional().default(''),
});
export type DelayedEventRequest = z.input<typeof delayedEventSchema>;

/** PUT /agreements/delayed_events/{id} body: any field but the agreement. */
export const updateDelayedEventSchema = delayedEventSchema.omit({ agreement_id: true }).partial();

/**
 * PUT /agreements/{id}/agreement_value body: `amount` as a decimal string ("1250.50"), at most
 * 2 decimals and 1 trillion, or null to clear. A JSON number is refused: binary floats cannot
 * carry money exactly.
 */
export const agreementValueSchema = z.object({
  amount: z
    .string({ message: 'amount must be a decimal string such as "1250.50"' })
    .trim()
    .regex(/^-?\d{1,13}(\.\d{1,2})?$/, { message: 'amount must be a decimal string with at most 2 decimals' })
    // zod runs refinements even after a failed regex: only judge well-formed numbers here.
    .refine((v) => !/^-?\d+(\.\d+)?$/.test(v) || BigInt(v.replace('-', '').split('.')[0]!) <= 1_000_000_000_000n, {
      message: 'amount is not allowed to be above 1000000000000',
    })
    .nullable(),
});
export type AgreementValueRequest = z.input<typeof agreementValueSchema>;

/**
 * PUT /agreements/{id}/config body: the keys of §3 config (signOrder, expireDateDays,
 * requiredForSignatures) plus other keys the editor keeps there; merged into the stored config.
 */
export const agreementConfigSchema = z
  .object({
    signOrder: z.boolean({ message: 'signOrder must be true or false' }).optional(),
    expireDateDays: z.number().int().min(1, { message: 'expireDateDays is not allowed to be below 1' }).max(365, { message: 'expireDateDays is not allowed to be above 365' }).nullable().optional(),
    requiredForSignatures: z.unknown().optional(),
  })
  .catchall(z.unknown());
export type AgreementConfigRequest = z.input<typeof agreementConfigSchema>;
