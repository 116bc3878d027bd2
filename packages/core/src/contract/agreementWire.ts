/**
 * The agreement on the wire (§3 Agreement, §7): the one shape GET /agreements/{id}, PUT and every
 * action that answers an agreement use. A guest sees fewer participants and no document fields
 * (server agreements/agreementToWire.ts says who sees what), so those fields are optional.
 * `boxes`, `data` and `config` are stored documents, validated on the way in by the box schemas.
 */
import { z } from 'zod';
import { messageWireSchema } from './messagesContract.js';

const int = z.number().int();
const isoDateTime = z.string().meta({ format: 'date-time' });

/** §3 Participant on the wire. */
export const participantWireSchema = z
  .object({
    id: int,
    fullname: z.string(),
    email: z.string(),
    type: int,
    sign_method: int,
    company_name: z.string().nullable(),
    individual: z.boolean(),
    party_id: int.nullable(),
    signed_at: isoDateTime.nullable(),
    declined_at: isoDateTime.nullable(),
    enabled: z.boolean(),
    role: int.optional(),
    roles: z.array(z.object({ role: z.string(), block_index: int.optional() })).optional(),
    title: z.string().nullable().optional(),
    phone_number: z.string().nullable().optional(),
    ssn: z.string().nullable().optional(),
    delivery_channel: z.enum(['email', 'sms']).optional(),
    mfa_channel: z.enum(['email', 'sms']).nullable().optional(),
    delegate: z.boolean().optional(),
    former: z.boolean().optional(),
    block_index: int.optional(),
    invited_at: isoDateTime.nullable().optional(),
    approved_at: isoDateTime.nullable().optional(),
    decline_reason: z.string().nullable().optional(),
    mfa_required: z.boolean().optional(),
    /** The handwritten signature image (PNG data URL), shown to the owner and to the signer themself. */
    handwritten_signature: z.string().nullable().optional(),
  })
  .meta({ id: 'Participant' });

/** §3 Party on the wire. */
export const partyWireSchema = z
  .object({ id: int, name: z.string(), country: z.string().nullable(), orgnr: z.string().nullable(), individual: z.boolean() })
  .meta({ id: 'Party' });

/** A box (§3): type, content, config, and the stored values of its inputs. */
export const boxWireSchema = z
  .object({ id: int, type: int, content: z.record(z.string(), z.unknown()), config: z.record(z.string(), z.unknown()), store: z.unknown().optional() })
  .meta({ id: 'Box' });

/**
 * The sender as a guest sees it: the account holder, the company, its logo (a path on this
 * server; null: none) and brand colour (`#rrggbb`; null: the product's colours).
 */
export const senderWireSchema = z
  .object({
    name: z.string(),
    email: z.string().nullable(),
    company_name: z.string().nullable(),
    logo_url: z.string().nullable(),
    brand_color: z.string().nullable().optional(),
  })
  .meta({ id: 'AgreementSender' });

/** §3 Agreement on the wire. */
export const agreementWireSchema = z
  .object({
    id: int,
    name: z.string(),
    state: int.meta({ description: '§4 state: 0 draft, 1 pending, 2 signed, 3 declined, 4 concluded… (AgreementState)' }),
    checksum: z.string().meta({ description: 'Send back on every save and signature; a stale one answers 4002 (§5)' }),
    collection_id: int,
    boxes: z.array(boxWireSchema),
    box_order: z.array(int),
    data: z.array(z.unknown()),
    config: z.record(z.string(), z.unknown()),
    subject: z.string().nullable(),
    message: z.string().nullable(),
    language: z.string().nullable(),
    participants: z.array(participantWireSchema),
    parties: z.array(partyWireSchema),
    current_participant_id: int.nullable(),
    expire_date: isoDateTime.nullable().optional(),
    acl: z.array(z.object({ name: z.string(), allow: z.boolean() })).optional(),
    folder_id: int.nullable().optional(),
    source_id: int.nullable().optional(),
    agreement_value: z.object({ amount: z.string().nullable() }).optional(),
    imported: z.boolean().optional(),
    deleted_at: isoDateTime.nullable().optional(),
    tags: z.array(z.object({ id: int, name: z.string() })).optional(),
    note_count: int.optional(),
    user_events_count: int.optional(),
    link_count: int.optional(),
    template_group: z.string().nullable().optional(),
    counterpart_decline: z.boolean().optional(),
    sender: senderWireSchema.optional().meta({ description: 'Guest view only: who sent the agreement (the signing page header)' }),
    created: isoDateTime,
    updated: isoDateTime,
    updated_by: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'Owner view only: the display name of whoever saved the current version (null when the system made it or it is unknown)' }),
    published_at: isoDateTime.nullable(),
    messages: z
      .array(messageWireSchema)
      .optional()
      .meta({ description: 'The last 6 threads the caller may see, newest first, each with its visible replies (§3 Agreement messages, §9); absent where no caller is known' }),
  })
  .meta({ id: 'Agreement' });

/** Agreement as the server sends it. */
export type AgreementWire = z.input<typeof agreementWireSchema>;
/** Participant as the server sends it. */
export type ParticipantWire = z.input<typeof participantWireSchema>;
/** Party as the server sends it. */
export type PartyWire = z.input<typeof partyWireSchema>;
