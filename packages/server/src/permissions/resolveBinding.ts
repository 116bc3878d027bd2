/**
 * What both binding calls check before they touch a binding: the resource exists and the caller
 * may change its ACL (agreement:acl:update or collection:acl:update, else 403 with 99), the actor
 * is a position or a group of the resource's own account (no binding ever reaches across
 * accounts), and the role is a built-in one or the account's.
 */
import type { bindingSchema } from '@inkflow/core';
import type { z } from 'zod';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { roles } from '../db/schema-documents.js';
import { positions } from '../db/schema.js';
import { groups } from '../db/schema-groups.js';
import { badRequest, notFound } from '../http/ApiHttpError.js';
import type { BindingActorType, BindingResourceType } from './BindingResource.js';
import { requireAclUpdate } from './requireAclUpdate.js';

/** A checked binding request. */
export interface ResolvedBinding {
  resourceType: BindingResourceType;
  resourceId: number;
  actorType: BindingActorType;
  actorId: number;
  roleId: number;
}

/** Checks a binding request (`input` parsed by the route's bindingSchema). Errors: 400 (unknown role), 403 (99), 404 (resource, position or group). */
export async function resolveBinding(
  tx: Db,
  caller: SessionPosition,
  request: { resourceType: BindingResourceType; resourceId: number; actorType: BindingActorType; actorId: number },
  input: z.output<typeof bindingSchema>,
): Promise<ResolvedBinding> {
  const accountId = await requireAclUpdate(tx, caller, request.resourceType, request.resourceId);
  const [actor] =
    request.actorType === 'position'
      ? await tx
          .select({ id: positions.id })
          .from(positions)
          .where(and(eq(positions.id, request.actorId), eq(positions.accountId, accountId)))
          .limit(1)
      : await tx
          .select({ id: groups.id })
          .from(groups)
          .where(and(eq(groups.id, request.actorId), eq(groups.accountId, accountId)))
          .limit(1);
  if (!actor) throw notFound(request.actorType === 'position' ? 'Position not found' : 'Group not found');
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, input.role_id), or(isNull(roles.accountId), eq(roles.accountId, accountId))))
    .limit(1);
  if (!role) throw badRequest('role_id: unknown role');
  return { ...request, roleId: role.id };
}
