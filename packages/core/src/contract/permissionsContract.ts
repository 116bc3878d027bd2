/**
 * The contract of roles and role bindings (§3 Role, §6, §7 POST/DELETE
 * /{resource}s/{id}/{actor}s/{id}/bindings/): GET/POST /roles/, binding a role to a position or
 * a group on an agreement or a workspace, and the list of who has access to one.
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
    actor_type: z.enum(['position', 'group']),
    actor_id: z.number().int(),
    role_id: z.number().int(),
  })
  .meta({ id: 'RoleBinding', examples: [{ id: 9, resource_type: 'agreement', resource_id: 12, actor_type: 'position', actor_id: 4, role_id: 3 }] });
/** A binding as the server sends it. */
export type BindingWire = z.input<typeof bindingWireSchema>;

/** A binding in the access list of a resource: the binding with its actor's and role's names (a group has no email). */
export const bindingEntryWireSchema = bindingWireSchema
  .extend({ actor_name: z.string(), actor_email: z.string().nullable(), role_name: z.string() })
  .meta({
    id: 'RoleBindingEntry',
    examples: [
      { id: 9, resource_type: 'collection', resource_id: 1, actor_type: 'group', actor_id: 3, role_id: 2, actor_name: 'Sales', actor_email: null, role_name: 'Editor' },
    ],
  });
/** An access-list entry as the server sends it. */
export type BindingEntryWire = z.input<typeof bindingEntryWireSchema>;

const bindingErrors = (permission: string): RouteError[] => [
  notLoggedInError,
  { status: 403, code: ApiErrorCode.AccessDenied, when: `The position lacks ${permission} (§6)` },
  { status: 404, code: StringErrorCode.NotFound, when: 'No such resource, position or group of its account, or (DELETE) binding' },
];

function bindingRoutes<const R extends 'agreement' | 'collection', const A extends 'position' | 'group'>(resource: R, actor: A, idMessage: string, permission: string) {
  const params = z.object({ id: pathIdSchema(idMessage), pid: pathIdSchema(actor === 'position' ? 'Invalid position Id' : 'Invalid group Id') });
  const on = resource === 'agreement' ? 'an agreement' : 'a workspace';
  const who = actor === 'position' ? 'a position' : 'a group (every member of it)';
  return [
    defineRoute({
      method: 'POST',
      path: `/${resource}s/:id/${actor}s/:pid/bindings/` as `/${R}s/:id/${A}s/:pid/bindings/`,
      resource: 'permissions',
      summary: `Grant a role to ${who} on ${on}`,
      description: `Idempotent: binding twice answers the same binding. The role is built-in or the account's; the ${actor} is of the ${resource}'s account. Needs ${permission}.`,
      auth: 'session',
      params,
      body: bindingSchema,
      responses: { 201: bindingWireSchema },
      errors: bindingErrors(permission),
    }),
    defineRoute({
      method: 'DELETE',
      path: `/${resource}s/:id/${actor}s/:pid/bindings/` as `/${R}s/:id/${A}s/:pid/bindings/`,
      resource: 'permissions',
      summary: `Take a role from ${who} on ${on}`,
      description: `The body names the role (\`role_id\`). Needs ${permission}.`,
      auth: 'session',
      params,
      body: bindingSchema,
      responses: { 204: noContent },
      errors: bindingErrors(permission),
    }),
  ] as const;
}

function bindingListRoute<const R extends 'agreement' | 'collection'>(resource: R, idMessage: string, permission: string) {
  return defineRoute({
    method: 'GET',
    path: `/${resource}s/:id/bindings/` as `/${R}s/:id/bindings/`,
    resource: 'permissions',
    summary: `Who has access to ${resource === 'agreement' ? 'an agreement' : 'a workspace'}`,
    description: `The role bindings on it, positions and groups, each with the actor's name (and a position's email) and the role's name; positions first, by name. Account admins hold every permission without a binding. Needs ${permission}.`,
    auth: 'session',
    params: z.object({ id: pathIdSchema(idMessage) }),
    responses: { 200: listOf(bindingEntryWireSchema) },
    errors: bindingErrors(permission),
  });
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
  ...bindingRoutes('agreement', 'position', 'Invalid agreement Id', 'agreement:acl:update'),
  ...bindingRoutes('collection', 'position', 'Invalid workspace Id', 'collection:acl:update'),
  ...bindingRoutes('agreement', 'group', 'Invalid agreement Id', 'agreement:acl:update'),
  ...bindingRoutes('collection', 'group', 'Invalid workspace Id', 'collection:acl:update'),
  bindingListRoute('agreement', 'Invalid agreement Id', 'agreement:acl:update'),
  bindingListRoute('collection', 'Invalid workspace Id', 'collection:acl:update'),
] as const;
