/** The contract of the audit trail call (§3 agreementEvents): GET /agreements/{id}/events. */
import { z } from 'zod';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { notLoggedInError, pathIdSchema } from './commonSchemas.js';
import { defineRoute } from './defineRoute.js';

/** One audit event with its subtree (§3: a parent id forms a tree). */
export const agreementEventWireSchema = z
  .object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    type: z.string(),
    actor: z.object({ kind: z.enum(['position', 'participant', 'system']), id: z.number().int().nullable(), name: z.string().nullable() }),
    created: z.string().meta({ format: 'date-time' }),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    document_hash: z.string().meta({ description: 'sha256 hex of the agreement content at that moment' }),
    payload: z.record(z.string(), z.unknown()),
    get children(): z.ZodArray<typeof agreementEventWireSchema> {
      return z.array(agreementEventWireSchema);
    },
  })
  .meta({
    id: 'AgreementEvent',
    examples: [
      {
        id: 40,
        parent_id: null,
        type: 'created',
        actor: { kind: 'position', id: 1, name: 'Ada Owner' },
        created: '2026-11-24T09:00:00.000Z',
        ip: '203.0.113.7',
        user_agent: 'Mozilla/5.0',
        document_hash: '9f2c…',
        payload: {},
        children: [],
      },
    ],
  });

/** Every audit route. */
export const auditContract = [
  defineRoute({
    method: 'GET',
    path: '/agreements/:id/events',
    resource: 'audit',
    summary: 'The audit trail of an agreement',
    description:
      'The events as a tree by parent id (`collection`: the roots; `count`: all events), each with type, actor, time, IP, user agent and document hash. Owner only: the trail names every participant\'s IP and user agent.',
    auth: 'session',
    params: z.object({ id: pathIdSchema('Invalid agreement Id') }),
    responses: { 200: z.object({ collection: z.array(agreementEventWireSchema), count: z.number().int().nonnegative() }) },
    errors: [
      notLoggedInError,
      { status: 403, code: ApiErrorCode.AccessDenied, when: 'Not the owning account' },
      { status: 404, code: StringErrorCode.NotFound, when: 'No such agreement' },
    ],
  }),
] as const;
