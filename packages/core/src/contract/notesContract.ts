/** The contract of the §7 note calls (§3 Contract note): /agreements/{id}/notes/. */
import { z } from 'zod';
import { noteListQuerySchema, noteSchema, updateNoteSchema } from '../validation/documentSchemas.js';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { defineRoute, type RouteError } from './defineRoute.js';
import { listOf, noContent, notLoggedInError, pathIdSchema } from './commonSchemas.js';
import { extensionDisabledError } from './featuresContract.js';

/** A note on the wire. */
export const noteWireSchema = z
  .object({
    id: z.number().int(),
    agreement_id: z.number().int(),
    position_id: z.number().int().nullable(),
    name: z.string(),
    content: z.unknown().meta({ description: 'Rich text nodes (§3 text box content)' }),
    created: z.string().meta({ format: 'date-time' }),
    updated_time: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'Note', examples: [{ id: 3, agreement_id: 12, position_id: 1, name: 'Call back', content: { nodes: [{ type: "paragraph", children: [{ text: "Ask about the start date" }] }] }, created: '2026-11-24T09:00:00.000Z', updated_time: '2026-11-24T09:00:00.000Z' }] });
export type NoteWire = z.infer<typeof noteWireSchema>;

const agreementParams = z.object({ id: pathIdSchema('Invalid agreement Id') });
const noteParams = z.object({ id: pathIdSchema('Invalid agreement Id'), noteId: pathIdSchema('Invalid note Id') });
const accessErrors: RouteError[] = [
  notLoggedInError,
  { status: 403, code: ApiErrorCode.AccessDenied, when: 'The position lacks the note permission on this agreement (§6)' },
  { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement or note' },
  extensionDisabledError('contract notes'),
];

/** Every note route. */
export const notesContract = [
  defineRoute({
    method: 'POST',
    path: '/agreements/:id/notes/',
    resource: 'notes',
    summary: 'Add a note to an agreement',
    description: 'Needs agreement:note:create (§6).',
    auth: 'session',
    params: agreementParams,
    body: noteSchema,
    responses: { 201: noteWireSchema },
    errors: accessErrors,
  }),
  defineRoute({
    method: 'GET',
    path: '/agreements/:id/notes/',
    resource: 'notes',
    summary: 'List the notes of an agreement',
    description: 'A page of 50 (§9), newest change first unless `sort=updated_time`. Needs agreement:note:view.',
    auth: 'session',
    params: agreementParams,
    query: noteListQuerySchema,
    responses: { 200: listOf(noteWireSchema) },
    errors: accessErrors,
  }),
  defineRoute({
    method: 'PUT',
    path: '/agreements/:id/notes/:noteId',
    resource: 'notes',
    summary: 'Change a note',
    auth: 'session',
    params: noteParams,
    body: updateNoteSchema,
    responses: { 200: noteWireSchema },
    errors: accessErrors,
  }),
  defineRoute({
    method: 'DELETE',
    path: '/agreements/:id/notes/:noteId',
    resource: 'notes',
    summary: 'Delete a note',
    auth: 'session',
    params: noteParams,
    responses: { 204: noContent },
    errors: accessErrors,
  }),
] as const;
