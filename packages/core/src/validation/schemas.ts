/**
 * zod schemas for the request bodies of spec §7 and the rules of §5, shared by the client and
 * the server. Bodies are the wire (snake_case) shapes. Limits come from §9.
 */
import { z } from 'zod';
import { AgreementState } from '../domain/agreement.js';
import { boxInputSchema, dataItemSchema } from './boxSchemas.js';
import { coercedIdSchema } from './idSchemas.js';

/** §9 limits used by validation. */
export const limits = {
  nameMax: 100,
  emailMax: 70,
  passwordMin: 12,
  passwordMax: 72,
  pageSize: 20,
  agreementNameMax: 255,
  subjectMax: 255,
  messageMax: 5000,
  /** Max size of the JSON of one box's content (CONTENT_LIMIT_EXCEEDED), in characters. */
  boxContentMax: 500_000,
  /** Max size of a handwritten signature PNG data URL, in characters. */
  handwrittenSignatureMax: 1_000_000,
} as const;

/** Email (§5): trimmed, a valid address, at most 70 characters. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, { message: 'Email is required' })
  .max(limits.emailMax, { message: `Email must contain at most ${limits.emailMax} character(s)` })
  .pipe(z.email({ message: 'Email address is invalid' }));

/** POST /positions/login body (§3 Login payload). Password minimum is skipped on login (§5). */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { message: 'Password is required' }).max(limits.passwordMax),
  persistent: z.boolean().optional().default(false),
  security_code: z.string().max(20).regex(/^[A-Za-z0-9]*$/).optional(),
  captcha_response_token: z.string().optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** POST /agreements/ body (§7): a contract (state 0) or a template (state 6). */
export const createAgreementSchema = z.object({
  collection_id: coercedIdSchema('collection_id'),
  name: z.string().trim().max(limits.agreementNameMax).optional(),
  state: z
    .union([z.literal(AgreementState.Draft), z.literal(AgreementState.Template)])
    .optional()
    .default(AgreementState.Draft),
});
export type CreateAgreementRequest = z.input<typeof createAgreementSchema>;

// Boxes and data fields of PUT /agreements/{id} (§3 Box, Data field) live in boxSchemas.ts.
export { boxInputSchema } from './boxSchemas.js';

/**
 * `expire_date` of PUT /agreements/{id} (§3 expireDate, issue #4): an ISO 8601 date-time, or a
 * bare date `YYYY-MM-DD` meaning the end of that day (UTC). Normalised to an ISO string; a
 * moment already past is refused ("not in the past").
 */
export const expireDateSchema = z
  .string()
  .trim()
  .transform((raw, ctx) => {
    const at = new Date(/^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T23:59:59.999Z` : raw);
    if (Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'expire_date is not a valid date' });
      return z.NEVER;
    }
    if (at.getTime() < Date.now()) {
      ctx.addIssue({ code: 'custom', message: 'expire_date must not be in the past' });
      return z.NEVER;
    }
    return at.toISOString();
  });

/** PUT /agreements/{id} body (§7). `checksum` is the version the change is based on (4002). */
export const updateAgreementSchema = z.object({
  checksum: z.string().min(1, { message: 'checksum is required' }),
  name: z.string().trim().min(1).max(limits.agreementNameMax).optional(),
  boxes: z.array(boxInputSchema).max(200).optional(),
  /** The sections' order by box id: a permutation of the saved boxes' ids (400 otherwise); without it the order of `boxes`. */
  box_order: z.array(z.number().int()).max(200).optional(),
  data: z.array(dataItemSchema).max(500).optional(),
  config: z.record(z.string(), z.unknown()).optional(),
  subject: z.string().max(limits.subjectMax).nullable().optional(),
  message: z.string().max(limits.messageMax).nullable().optional(),
  language: z.string().max(10).nullable().optional(),
  expire_date: expireDateSchema.nullable().optional(),
  template_group: z.string().trim().max(100).nullable().optional(),
  counterpart_decline: z.boolean().optional(),
});
export type UpdateAgreementRequest = z.input<typeof updateAgreementSchema>;

// Participant and signing bodies live in participantSchemas.ts (issue #5); re-exported here so
// existing imports keep working.
export {
  createParticipantSchema,
  signSchema,
  updateParticipantSchema,
  type CreateParticipantRequest,
  type SignRequest,
  type UpdateParticipantRequest,
} from './participantSchemas.js';

/** POST /agreements/{id}/publish body (§7). */
export const publishSchema = z.object({
  subject: z.string().trim().min(1, { message: 'Subject is required' }).max(limits.subjectMax),
  message: z.string().max(limits.messageMax).optional().default(''),
});
export type PublishRequest = z.input<typeof publishSchema>;

/** List query of §7 List calls: limit (20), offset (0), sort `attr:dir`. */
export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional().default(limits.pageSize),
  offset: z.coerce.number().int().min(0).optional().default(0),
  sort: z
    .string()
    .regex(/^[a-z_]+:(asc|desc)$/, { message: 'sort must be attribute:direction' })
    .optional(),
});

/** First issue message of a zod error, prefixed with its path: "email: Email address is invalid". */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const path = issue.path.join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}
