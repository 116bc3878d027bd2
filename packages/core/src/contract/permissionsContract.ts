/**
 * The contract of roles and role bindings (§3 Role, §6, §7 POST/DELETE
 * /{resource}s/{id}/{actor}s/{id}/bindings/): GET/POST /roles/, and binding a role to a position
 * on an agreement or a workspace.
 */
import { z } from 'zod';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { bindingSchema, roleSchema } from '../validation/documentSchemas.js';
import { listOf, noContent, notLoggedInError, pathIdSchema } from './commonSchemas.js';
import { defineRoute, type RouteError } from './defineRoute.js';

/** A role on the wire; `account_id` null marks a built-in role. */
export const roleWireSchema = z
  .object({ id: z.number().int(), account_id: z.number().int().nullable(), name: z.string(), permissions: z.array(z.string()) })
  .meta({ id: 'Role', examples: [{ id: 3, account_id: null, name: 'Viewer', permissions: ['agreement:view'] }] });
/** A role as the server sends it. */
export type RoleWire = z.input<typeof roleWireSchema>;

/** A role binding on the wire. */
export const bindingWireSchema = z
  .object({
    id: z.number().int(),
    resource_type: z.enum(['agreement', 'collection']),
    resource_id: z.number().int(),
    actor_type: z.literal('position'),
    actor_id: z.number().int(),
    role_id: z.number().int(),
  })
  .meta({ id: 'RoleBinding', examples: [{ id: 9, resource_type: 'agreement', resource_id: 12, actor_type: 'position', actor_id: 4, role_id: 3 }] });
/** A binding as the server sends it. */
export type BindingWire = z.input<typeof bindingWireSchema>;

const bindingErrors = (permission: string): RouteError[] => [
  notLoggedInError,
  { status: 403, code: ApiErrorCode.AccessDenied, when: `The position lacks ${permission} (§6)` },
  { status: 404, code: StringErrorCode.NotFound, when: 'No such resource, position of its account, or (DELETE) binding' },
];

function bindingRoutes<const R extends 'agreement' | 'collection'>(resource: R, idMessage: string, permission: string) {
  const params = z.object({ id: pathIdSchema(idMessage), pid: pathIdSchema('Invalid position Id') });
  return [
    defineRoute({
      method: 'POST',
      path: `/${resource}s/:id/positions/:pid/bindings/` as `/${R}s/:id/positions/:pid/bindings/`,
      resource: 'permissions',
      summary: `Grant a role to a position on ${resource === 'agreement' ? 'an agreement' : 'a workspace'}`,
      description: `Idempotent: binding twice answers the same binding. The role is built-in or the account's; the position is of the ${resource}'s account. Needs ${permission}.`,
      auth: 'session',
      params,
      body: bindingSchema,
      responses: { 201: bindingWireSchema },
      errors: bindingErrors(permission),
    }),
    defineRoute({
      method: 'DELETE',
      path: `/${resource}s/:id/positions/:pid/bindings/` as `/${R}s/:id/positions/:pid/bindings/`,
      resource: 'permissions',
      summary: `Take a role from a position on ${resource === 'agreement' ? 'an agreement' : 'a workspace'}`,
      description: `The body names the role (\`role_id\`). Needs ${permission}.`,
      auth: 'session',
      params,
      body: bindingSchema,
      responses: { 204: noContent },
      errors: bindingErrors(permission),
    }),
  ] as const;
}

/** Every role and binding route. */
export const permissionsContract = [
  defineRoute({
    method: 'GET',
    path: '/roles/',
    resource: 'permissions',
    summary: 'The roles',
    description: 'The built-in roles, then the account\'s own, each with its permission names (§6).',
    auth: 'session',
    responses: { 200: listOf(roleWireSchema) },
    errors: [notLoggedInError],
  }),
  defineRoute({
    method: 'POST',
    path: '/roles/',
    resource: 'permissions',
    summary: 'Create an account role',
    description: 'A named set of known permission names (an unknown name answers 400). Account admins only.',
    auth: 'session',
    body: roleSchema,
    premium: true,
    responses: { 201: roleWireSchema },
    errors: [notLoggedInError, { status: 403, code: ApiErrorCode.AccessDenied, when: 'Not an account admin' }],
  }),
  ...bindingRoutes('agreement', 'Invalid agreement Id', 'agreement:acl:update'),
  ...bindingRoutes('collection', 'Invalid workspace Id', 'collection:acl:update'),
] as const;
