/**
 * The contract of the §7 message calls (§3 Message types, comment and suggestion lifecycle):
 * GET and POST /agreements/{id}/messages/, POST /agreements/{id}/messages/read and PUT
 * /agreements/{id}/messages/{mid} (and its POST form). Chat messages (2) and
 * comments (3) come from anyone who may read the agreement; suggestions (4) block signing while
 * active (4204) and need edit rights (server messages/messageRules.ts).
 */
import { z } from 'zod';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { idNumberSchema } from '../validation/idSchemas.js';
import { listOf, noContent, pathIdSchema, queryIntSchema } from './commonSchemas.js';
import { defineRoute, type RouteError } from './defineRoute.js';

/** §3 message types: chat message, comment, suggestion. */
export const MessageType = { Message: 2, Comment: 3, Suggestion: 4 } as const;

/**
 * Where a comment sits (§2, `comment_scope`): a text range of a text section, or a whole section
 * (no range). The range is in the section's plain text (core text/textAnchor.ts: blocks joined by
 * "\n"); `quote`, `prefix` and `suffix` (up to 32 characters either side) let the anchor be found
 * again after the text around it is edited (W3C Web Annotation TextQuoteSelector). `detached`
 * is set by the server when the quoted text was deleted.
 */
export const commentScopeSchema = z
  .object({
    box_id: z.number().int().positive(),
    start: z.number().int().min(0).optional(),
    end: z.number().int().min(0).optional(),
    quote: z.string().max(10_000).optional(),
    prefix: z.string().max(32).optional(),
    suffix: z.string().max(32).optional(),
    detached: z.boolean().optional(),
  })
  .refine((v) => (v.start === undefined) === (v.end === undefined) && (v.start === undefined || v.start <= v.end!), {
    message: 'comment_scope: start and end come together, start <= end',
  });
export type CommentScope = z.infer<typeof commentScopeSchema>;

/**
 * A suggestion's tracked change (type 4) on a text section: replace `deleted` (the text at
 * [start, end) of the section's plain text; empty for a pure insertion) with `inserted` (empty
 * for a pure deletion). It must lie inside one paragraph. Accepting applies it as a new agreement
 * version; saves move it along with its text (`prefix`/`suffix`, filled in by the server).
 */
export const suggestionChangeSchema = z
  .object({
    box_id: z.number().int().positive(),
    start: z.number().int().min(0),
    end: z.number().int().min(0),
    deleted: z.string().max(10_000),
    inserted: z.string().max(10_000),
    prefix: z.string().max(32).optional(),
    suffix: z.string().max(32).optional(),
    detached: z.boolean().optional().meta({ description: 'Set by the server when the text it replaces was edited away (an active one still blocks signing until rejected), or on accepted and rejected leftovers after a save' }),
  })
  .refine((v) => v.start <= v.end && v.end - v.start === v.deleted.length, { message: 'suggestion: end - start must be the length of deleted' })
  .refine((v) => v.deleted !== '' || v.inserted !== '', { message: 'suggestion: nothing to change' });
export type SuggestionChange = z.infer<typeof suggestionChangeSchema>;

const participantIds = (field: string) => z.array(idNumberSchema(field)).max(100);

/**
 * POST /agreements/{id}/messages/ body (§7): type 2 chat message, 3 comment, 4 suggestion.
 * - chat: `body`, optional `subject`, `to_participant_ids` (empty: everyone), `private` (only
 *   the sender's colleagues see it), `mentioned_participant_ids` (each is emailed a link).
 * - comment: `body`, `comment_scope` (required on a new thread, absent on replies), the same
 *   audience fields.
 * - suggestion: `suggestion` (required), `body` an optional note.
 * `parent_id` answers a thread (replies take the thread's type); `justPosted` is accepted and ignored.
 */
export const postMessageSchema = z
  .object({
    type: z.union([z.literal(2), z.literal(3), z.literal(4)]),
    body: z.string().trim().max(10_000).default(''),
    subject: z.string().trim().max(200).nullish(),
    parent_id: idNumberSchema('parent_id').nullish(),
    to_participant_ids: participantIds('to_participant_ids').optional(),
    mentioned_participant_ids: participantIds('mentioned_participant_ids').optional(),
    private: z.boolean().optional(),
    comment_scope: commentScopeSchema.nullish(),
    suggestion: suggestionChangeSchema.nullish(),
    justPosted: z.unknown().optional(),
  })
  .refine((v) => v.type === 4 || v.body !== '', { message: 'body: Write a message', path: ['body'] })
  .refine((v) => v.type !== 4 || v.parent_id || v.suggestion, { message: 'suggestion: A suggestion needs its change', path: ['suggestion'] })
  .refine((v) => v.type === 4 || !v.suggestion, { message: 'suggestion: Only a suggestion (type 4) carries a change', path: ['suggestion'] });
export type PostMessageRequest = z.input<typeof postMessageSchema>;

/**
 * PUT /agreements/{id}/messages/{mid} body: accept / reject / delete (`status`), resolve
 * (`config.status` resolved) or reopen (`config.status` null).
 */
export const updateMessageSchema = z
  .object({
    status: z.enum(['accepted', 'rejected', 'deleted']).optional(),
    config: z.object({ status: z.literal('resolved').nullable() }).optional(),
  })
  .refine((v) => v.status !== undefined || v.config !== undefined, { message: 'status or config.status is required' });
export type UpdateMessageRequest = z.input<typeof updateMessageSchema>;

/** Who wrote a message, as the reader may see it (an organizer appears as the sender's company to counterparties). */
export const messageAuthorWireSchema = z.object({
  name: z.string(),
  side: z.enum(['sender', 'counterparty']).meta({ description: 'sender: the account holder’s team (positions, organizers, internal approvers)' }),
});

const messageFields = {
  id: z.number().int(),
  created: z.string().meta({ format: 'date-time' }),
  updated: z.string().meta({ format: 'date-time' }),
  parent: z.object({ id: z.number().int() }).nullable(),
  type: z.number().int().meta({ description: '2 chat message, 3 comment, 4 suggestion' }),
  subject: z.string().nullable(),
  body: z.string(),
  is_resolvable: z.boolean(),
  status: z.string().nullable().meta({ description: 'accepted, rejected or deleted; null while open' }),
  config: z.record(z.string(), z.unknown()).meta({ description: '`status: resolved` once resolved' }),
  participant_id: z.number().int().nullable(),
  position_id: z.number().int().nullable(),
  author: messageAuthorWireSchema,
  private: z.boolean(),
  to_participant_ids: z.array(z.number().int()),
  mentioned_participant_ids: z.array(z.number().int()),
  comment_scope: z.record(z.string(), z.unknown()).nullable().meta({ description: 'CommentScope' }),
  suggestion: z.record(z.string(), z.unknown()).nullable().meta({ description: 'SuggestionChange' }),
};

/** A reply on the wire: a message without replies of its own. */
export const messageReplyWireSchema = z.object(messageFields);

/** A message on the wire (§3 Message): exactly one of participant_id and position_id is set; `replies` oldest first. */
export const messageWireSchema = z
  .object({ ...messageFields, replies: z.array(messageReplyWireSchema) })
  .meta({
    id: 'Message',
    examples: [
      {
        id: 7,
        created: '2026-11-24T09:00:00.000Z',
        updated: '2026-11-24T09:00:00.000Z',
        parent: null,
        type: 4,
        subject: null,
        body: 'May suits us better',
        is_resolvable: true,
        status: null,
        config: {},
        participant_id: 31,
        position_id: null,
        author: { name: 'Anna Berg', side: 'counterparty' },
        private: false,
        to_participant_ids: [],
        mentioned_participant_ids: [],
        comment_scope: null,
        suggestion: { box_id: 3, start: 10, end: 13, deleted: 'May', inserted: 'June' },
        replies: [],
      },
    ],
  });
export type MessageWire = z.infer<typeof messageWireSchema>;
export type MessageReplyWire = z.infer<typeof messageReplyWireSchema>;

/**
 * GET /agreements/{id}/messages/ query (§7 list rules): threads newest first, paged by `limit`
 * (default 20) and `offset`; `type` 2, 3 or 4 (repeatable); `status` active (open comments and
 * suggestions), resolved (resolved, accepted, rejected) or all (default; deleted ones never).
 */
export const listMessagesQuerySchema = z.object({
  limit: queryIntSchema('limit', 1, 100).optional(),
  offset: queryIntSchema('offset', 0, 1_000_000).optional(),
  type: z.union([z.array(z.enum(['2', '3', '4'])), z.enum(['2', '3', '4'])]).optional(),
  status: z.enum(['active', 'resolved', 'all']).optional(),
});

/** The list answer: threads, their count, and the caller's unread counts by type (chat, comments incl. suggestions). */
export const messageListWireSchema = listOf(messageWireSchema).extend({
  unread: z.object({ chat: z.number().int().nonnegative(), comments: z.number().int().nonnegative() }),
});
export type MessageListWire = z.infer<typeof messageListWireSchema>;

/** POST /agreements/{id}/messages/read body: everything up to `message_id` is read by the caller. */
export const markMessagesReadSchema = z.object({ message_id: idNumberSchema('message_id') });

const agreementParams = z.object({ id: pathIdSchema('Invalid agreement Id') });
const messageParams = z.object({ id: pathIdSchema('Invalid agreement Id'), mid: pathIdSchema('Invalid message Id') });
const readErrors: RouteError[] = [
  { status: 401, code: ApiErrorCode.AccessDenied, when: 'Neither a session nor a guest token' },
  { status: 403, code: ApiErrorCode.AccessDenied, when: 'The guest token is of another agreement, or the position lacks agreement:view (§6)' },
  { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement' },
];
const accessErrors: RouteError[] = [...readErrors, { status: 403, code: ApiErrorCode.DocumentLocked, when: 'The agreement is concluded (§4)' }];
const updateErrors: RouteError[] = [
  ...accessErrors,
  {
    status: 400,
    code: StringErrorCode.BadRequest,
    when: 'Neither status nor config.status; resolving a chat message or a reply; accepting or rejecting a non-suggestion, a reply, or a suggestion already settled',
  },
  {
    status: 403,
    code: ApiErrorCode.AccessDenied,
    when: 'Resolving another’s comment; reopening another’s message without being the sender side with agreement:update; deleting another’s message; accepting or rejecting without being the sender side with agreement:update',
  },
  { status: 404, code: StringErrorCode.NotFound, when: 'No such message on this agreement, or it was deleted' },
  { status: 409, code: ApiErrorCode.DocumentLocked, when: 'Accepting a suggestion once anyone has signed: "Document is locked"' },
  { status: 409, code: ApiErrorCode.StaleChecksum, when: 'Accepting a suggestion whose text is no longer in the section' },
];
const updateDescription =
  'Resolve (`config: { status: "resolved" }`), reopen (`config: { status: null }`), or accept, reject or delete (`status`) (§3 comment and suggestion lifecycle). Resolving is for the author (a suggestion also for the sender side), reopening for the author or the sender side, deleting for the author; only suggestion threads are accepted or rejected, by the sender side with agreement:update. Accepting applies the change as a new agreement version (new checksum, a `suggestion_accepted` audit event, push `agreement.saved`); never once anyone has signed. Every change is pushed as `message.updated`.';

/** Every message route. */
export const messagesContract = [
  defineRoute({
    method: 'GET',
    path: '/agreements/:id/messages/',
    resource: 'messages',
    summary: 'List chat messages, comments and suggestions',
    description:
      'Threads the caller may see (§3 role values: private messages and messages to chosen participants reach only their audience), newest first, each with its replies; `type` and `status` filter (§2 comment filters active, all, resolved). `unread` counts what the caller has not marked read.',
    auth: 'sessionOrGuest',
    params: agreementParams,
    query: listMessagesQuerySchema,
    responses: { 200: messageListWireSchema },
    errors: readErrors,
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/messages/read',
    resource: 'messages',
    summary: 'Mark messages read',
    description: 'Everything up to and including `message_id` counts as read by the caller (a position or a guest participant).',
    auth: 'sessionOrGuest',
    params: agreementParams,
    body: markMessagesReadSchema,
    responses: { 204: noContent },
    errors: [...readErrors, { status: 400, code: StringErrorCode.BadRequest, when: 'message_id is no message of this agreement' }],
  }),
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/messages/',
    resource: 'messages',
    summary: 'Post a chat message, comment or suggestion',
    description:
      'By a guest of the agreement or a position with agreement:view (§6); never on a template. A suggestion (type 4) needs edit rights: never a viewer, organizer or internal approver; active suggestions block signing (4204). `parent_id` answers a thread the caller can read (a reply to a reply answers its thread) and takes its type and at least its audience. A new comment needs `comment_scope` (a section of the agreement; a range only in a text section, its quote the text there); a suggestion’s `deleted` must be the text at its range, inside one paragraph. `to_participant_ids` and `mentioned_participant_ids` name enabled participants (a counterparty cannot name participants hidden from them); `private` only from the sender’s side. Each mentioned participant is emailed a link to the message. The new message is pushed as `message.created`.',
    auth: 'sessionOrGuest',
    params: agreementParams,
    body: postMessageSchema,
    responses: { 201: messageWireSchema },
    errors: [
      ...accessErrors,
      {
        status: 400,
        code: StringErrorCode.BadRequest,
        when: 'A template ("You can post messages only in documents"); an unknown or unreadable parent; an anchor or change on a reply; a missing or misplaced comment_scope; a change not matching the text; participants that cannot be addressed; private from a counterparty',
      },
      { status: 403, code: ApiErrorCode.AccessDenied, when: 'A suggestion from a viewer, organizer or internal approver' },
    ],
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
