/**
 * zod schemas of issue #5 for the participant, party and signing calls of spec §7, with the
 * §5 rules (email, phone, lengths of §9). Bodies are wire (snake_case) shapes, shared by the
 * app's forms and the server.
 */
import { z } from 'zod';
import { ParticipantRole, SignMethod } from '../domain/agreement.js';
import { ApproverRoleCode, ParticipantRoleName, allSignMethods, isEidSignMethod } from '../domain/participantRoles.js';
import { neutralizeBidi } from '../text/neutralizeBidi.js';
import { idNumberSchema } from './idSchemas.js';

const nameMax = 100;
const emailMax = 70;
const handwrittenSignatureMax = 1_000_000;

const emailSchema = z
  .string()
  .trim()
  .min(1, { message: 'Email is required' })
  .max(emailMax, { message: `Email must contain at most ${emailMax} character(s)` })
  .pipe(z.email({ message: 'Email address is invalid' }));

/**
 * Phone (§5): digits with an optional leading +, spaces, dashes and brackets dropped. A value of
 * one character or less ("+", "") clears the phone (null).
 */
export const phoneNumberSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s()-]/g, ''))
  .refine((v) => v.length <= 1 || /^\+?\d{6,18}$/.test(v), { message: 'Phone number is not a valid phone number' })
  .transform((v) => (v.length <= 1 ? null : v));

/** A personal identity number: digits, letters, at most 30 characters; separators are dropped. */
export const ssnSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s+-]/g, ''))
  .refine((v) => /^[A-Za-z0-9]{0,30}$/.test(v), { message: 'Personal ID is not valid' })
  .transform((v) => (v === '' ? null : v));

/** Role values a participant payload's `type` may carry: §3 values 0-3 or the approver codes. */
export const participantTypeSchema = z.union([
  z.literal(ParticipantRole.Influencer),
  z.literal(ParticipantRole.Signatory),
  z.literal(ParticipantRole.Organizer),
  z.literal(ParticipantRole.Viewer),
  z.literal(ApproverRoleCode.InternalApprover),
  z.literal(ApproverRoleCode.ExternalApprover),
]);

/** Every sign method of §3. */
export const signMethodSchema = z.union(allSignMethods.map((m) => z.literal(m)) as unknown as [z.ZodLiteral<SignMethod>, z.ZodLiteral<SignMethod>]);

const roleEntrySchema = z.object({
  role: z.enum([
    ParticipantRoleName.DraftApprover,
    ParticipantRoleName.PendingStateApprover,
    ParticipantRoleName.PendingStateSignatory,
    ParticipantRoleName.PendingStateParticipant,
  ]),
  block_index: z.number().int().min(0).max(100).optional(),
  agreement_flow_id: idNumberSchema('agreement_flow_id').optional(),
});

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** A person's or party's name (§9: at most 100): bidi controls removed first (neutralizeBidi), then trimmed, required. */
const nameSchema = z.string().overwrite(neutralizeBidi).trim().min(1, { message: 'Name is required' }).max(nameMax);

/**
 * POST /agreements/{id}/participants/ body: the §3 Participant payload. `type` 1000 / 1001
 * (or a DRAFT_APPROVER / PENDING_STATE_APPROVER role with type 2 / 0) make approvers;
 * `block_index` is the signing-order block. Unknown fields (agreement, invite, private...) are
 * ignored.
 */
export const createParticipantSchema = z.object({
  fullname: nameSchema,
  email: emailSchema,
  type: participantTypeSchema.optional().default(ParticipantRole.Signatory),
  roles: z.array(roleEntrySchema).max(4).optional(),
  block_index: z.number().int().min(0).max(100).optional(),
  /** Omitted: the account's default sign method for a signatory (account settings), else standard e-signature. */
  sign_method: signMethodSchema.optional(),
  title: optionalText(nameMax),
  phone_number: phoneNumberSchema.nullable().optional(),
  ssn: ssnSchema.nullable().optional(),
  delivery_channel: z.enum(['email', 'sms']).optional(),
  mfa_channel: z
    .enum(['none', 'email', 'sms'])
    .nullable()
    .optional()
    .transform((v) => (v === 'none' ? null : v)),
  company_name: z.string().overwrite(neutralizeBidi).trim().max(nameMax).nullable().optional(),
  company_orgnr: optionalText(50),
  company_country: z.string().trim().regex(/^[A-Za-z]{2}$/, { message: 'Country must be a two-letter code' }).nullable().optional(),
  individual: z.boolean().optional(),
  delegate: z.boolean().optional(),
  former: z.boolean().optional(),
  position_id: idNumberSchema('position_id').nullable().optional(),
  save_to_address_book: z.boolean().optional(),
});
export type CreateParticipantRequest = z.input<typeof createParticipantSchema>;

/** PUT /agreements/{id}/participants/{pid} body: any subset of the create fields, none defaulted. */
export const updateParticipantSchema = createParticipantSchema.extend({
  type: participantTypeSchema.optional(),
  sign_method: signMethodSchema.optional(),
}).partial();
export type UpdateParticipantRequest = z.input<typeof updateParticipantSchema>;

/**
 * Cross-field rules of a participant once merged (§3, §5): SMS verification, SMS delivery and
 * SMS MFA need a phone number; an eID method needs the personal ID it is matched against
 * (4111). Returns the message of the first broken rule, or null.
 */
export function participantRuleIssue(p: {
  signMethod: number;
  phoneNumber: string | null;
  ssn: string | null;
  deliveryChannel: string;
  mfaChannel: string | null;
}): string | null {
  if (p.signMethod === SignMethod.Sms && !p.phoneNumber) return 'phone_number: Phone number is required for SMS verification';
  if (p.deliveryChannel === 'sms' && !p.phoneNumber) return 'phone_number: Phone number is required for delivery by SMS';
  if (p.mfaChannel === 'sms' && !p.phoneNumber) return 'phone_number: Phone number is required for SMS security codes';
  if (isEidSignMethod(p.signMethod) && !p.ssn) return 'ssn: Personal ID is required for this sign method';
  return null;
}

/** PUT /agreements/{id}/parties/{id} and POST /agreements/{id}/parties/ body (§3 Party). */
export const partySchema = z.object({
  name: nameSchema,
  country: z.string().trim().regex(/^[A-Za-z]{2}$/, { message: 'Country must be a two-letter code' }).nullable().optional(),
  orgnr: z.string().trim().max(50).nullable().optional(),
  individual: z.boolean().optional(),
});
export type PartyRequest = z.input<typeof partySchema>;

/**
 * POST /agreements/{id}/participants/{pid}/sign body (§7). `handwritten_signature` (a PNG data
 * URL) is required for method 10, with `handwritten_signature_type` `drawn` (default) or `typed`;
 * `sign_code` (6 digits) for method 1.
 */
export const signSchema = z
  .object({
    checksum: z.string().min(1, { message: 'checksum is required' }),
    sign_method: signMethodSchema,
    sign_code: z.string().trim().regex(/^\d{6}$/, { message: 'sign_code must be 6 digits' }).optional(),
    handwritten_signature: z
      .string()
      .max(handwrittenSignatureMax)
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, { message: 'handwritten_signature must be a PNG data URL' })
      .optional(),
    /** How the handwritten signature image was made: drawn by hand (default) or a typed name rendered in a signature font. */
    handwritten_signature_type: z.enum(['drawn', 'typed'], { message: 'handwritten_signature_type must be drawn or typed' }).optional(),
  })
  .refine((b) => b.sign_method !== SignMethod.Handwritten || b.handwritten_signature !== undefined, {
    message: 'handwritten_signature is required for a handwritten signature',
    path: ['handwritten_signature'],
  });
export type SignRequest = z.input<typeof signSchema>;

/** POST /agreements/{id}/participants/{pid}/sign_code body (§7). */
export const signCodeRequestSchema = z.object({
  checksum: z.string().min(1, { message: 'checksum is required' }),
  phone_number: phoneNumberSchema.nullable().optional(),
  ssn: ssnSchema.nullable().optional(),
  sign_method_name: z.string().max(40).optional(),
});
export type SignCodeRequest = z.input<typeof signCodeRequestSchema>;

/** POST .../mfa_code_validate body (§7): the security code (§5: letters and digits, max 20). */
export const mfaCodeValidateSchema = z.object({
  security_code: z
    .string()
    .trim()
    .min(1, { message: 'Security code is required' })
    .max(20)
    .regex(/^[A-Za-z0-9]+$/, { message: 'Security code is not valid' }),
});

/** POST /agreements/{id}/decline body: an optional reason. */
export const declineSchema = z.object({
  reason: z.string().trim().max(1000).optional().default(''),
  participant_id: idNumberSchema('participant_id').optional(),
});

/** POST /agreements/{id}/approve body: the approver acting (a colleague may be several). */
export const approveSchema = z.object({
  participant_id: idNumberSchema('participant_id').optional(),
});

/** POST /agreements/{id}/cancel body (§7): `manual` 1 terminates a concluded agreement. */
export const cancelSchema = z.object({
  manual: z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
    .optional()
    .transform((v) => v === true || v === 1 || v === '1'),
});

/** POST /agreements/{id}/participants/{pid}/eid/start body: the version being signed. */
export const eidStartSchema = z.object({
  checksum: z.string().min(1, { message: 'checksum is required' }),
});
