/**
 * The contract of the §7 message calls (§3 Message types, comment and suggestion lifecycle):
 * POST /agreements/{id}/messages/ and PUT /agreements/{id}/messages/{mid}. Chat messages (2) and
 * comments (3) come from anyone who may read the agreement; suggestions (4) block signing while
 * active (4204) and need edit rights (server messages/messageRules.ts).
 */
import { z } from 'zod';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { idNumberSchema } from '../validation/idSchemas.js';
import { pathIdSchema } from './commonSchemas.js';
import { defineRoute, type RouteError } from './defineRoute.js';

/** §3 message types: chat message, comment, suggestion. */
export const MessageType = { Message: 2, Comment: 3, Suggestion: 4 } as const;

/** POST /agreements/{id}/messages/ body: type 2, 3 or 4, a non-blank body, an optional parent message. */
export const postMessageSchema = z.object({
  type: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  body: z.string().trim().min(1).max(10_000),
  parent_id: idNumberSchema('parent_id').nullish(),
});
export type PostMessageRequest = z.input<typeof postMessageSchema>;

/** PUT /agreements/{id}/messages/{mid} body: accept / reject / delete (`status`) or resolve (`config.status`). */
export const updateMessageSchema = z
  .object({
    status: z.enum(['accepted', 'rejected', 'deleted']).optional(),
    config: z.object({ status: z.literal('resolved') }).optional(),
  })
  .refine((v) => v.status !== undefined || v.config !== undefined, { message: 'status or config.status is required' });
export type UpdateMessageRequest = z.input<typeof updateMessageSchema>;

/** A message on the wire (§3 Message): exactly one of participant_id and position_id is set. */
export const messageWireSchema = z
  .object({
    id: z.number().int(),
    created: z.string().meta({ format: 'date-time' }),
    parent: z.object({ id: z.number().int() }).nullable(),
    type: z.number().int().meta({ description: '2 chat message, 3 comment, 4 suggestion' }),
    body: z.string(),
    is_resolvable: z.boolean(),
    status: z.string().nullable().meta({ description: 'accepted, rejected or deleted; null while open' }),
    config: z.record(z.string(), z.unknown()).meta({ description: '`status: resolved` once resolved' }),
    participant_id: z.number().int().nullable(),
    position_id: z.number().int().nullable(),
  })
  .meta({
    id: 'Message',
    examples: [
      { id: 7, created: '2026-11-24T09:00:00.000Z', parent: null, type: 4, body: 'Change the start date to May', is_resolvable: true, status: null, config: {}, participant_id: 31, position_id: null },
    ],
  });
export type MessageWire = z.infer<typeof messageWireSchema>;

const agreementParams = z.object({ id: pathIdSchema('Invalid agreement Id') });
const messageParams = z.object({ id: pathIdSchema('Invalid agreement Id'), mid: pathIdSchema('Invalid message Id') });
const accessErrors: RouteError[] = [
  { status: 401, code: ApiErrorCode.AccessDenied, when: 'Neither a session nor a guest token' },
  { status: 403, code: ApiErrorCode.AccessDenied, when: 'The guest token is of another agreement, or the position lacks agreement:view (§6)' },
  { status: 403, code: ApiErrorCode.DocumentLocked, when: 'The agreement is concluded (§4)' },
  { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement' },
];
const updateErrors: RouteError[] = [
  ...accessErrors,
  { status: 403, code: ApiErrorCode.AccessDenied, when: 'Resolving another’s comment; accepting or rejecting without being the sender side with agreement:update' },
  { status: 404, code: StringErrorCode.NotFound, when: 'No such message on this agreement' },
];
const updateDescription =
  'Resolve (`config: { status: "resolved" }`), or accept, reject or delete (`status`). Only suggestions are accepted or rejected, by the sender side; a guest deletes only their own messages (§3 comment and suggestion lifecycle).';

/** Every message route. */
export const messagesContract = [
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/messages/',
    resource: 'messages',
    summary: 'Post a chat message, comment or suggestion',
    description:
      'By a guest of the agreement or a position with agreement:view (§6). A suggestion (type 4) needs edit rights: never a viewer, organizer or internal approver; active suggestions block signing (4204). `parent_id` answers another message of the same agreement.',
    auth: 'sessionOrGuest',
    params: agreementParams,
    body: postMessageSchema,
    responses: { 201: messageWireSchema },
    errors: [...accessErrors, { status: 403, code: ApiErrorCode.AccessDenied, when: 'A suggestion from a viewer, organizer or internal approver' }],
  }),
  defineRoute({
    method: 'PUT',
    path: '/agreements/:id/messages/:mid',
    resource: 'messages',
    summary: 'Resolve, accept, reject or delete a message',
    description: updateDescription,
    auth: 'sessionOrGuest',
    params: messageParams,
    body: updateMessageSchema,
    responses: { 200: messageWireSchema },
    errors: updateErrors,
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/messages/:mid',
    resource: 'messages',
    summary: 'Resolve, accept, reject or delete a message (POST form of the PUT)',
    description: `The same call as PUT, for clients that only send POST. ${updateDescription}`,
    auth: 'sessionOrGuest',
    params: messageParams,
    body: updateMessageSchema,
    responses: { 200: messageWireSchema },
    errors: updateErrors,
  }),
] as const;
