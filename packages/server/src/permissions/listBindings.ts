/**
 * GET /{resource}s/{id}/bindings/ (§6, §7): who has access to an agreement or a workspace, for
 * the share dialogs: every role binding on it with the actor's name (a position's email too) and
 * the role's name. Positions first, then groups, each by name.
 */
import type { BindingEntryWire } from '@inkflow/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { roleBindings, roles } from '../db/schema-documents.js';
import { groups } from '../db/schema-groups.js';
import { positions } from '../db/schema.js';
import type { PositionActor } from '../http/actor.js';
import type { BindingResourceType } from './BindingResource.js';
import { requireAclUpdate } from './requireAclUpdate.js';

/** Lists `{ collection, count }`. Errors: 403 (99) without the resource's acl:update permission, 404 no such resource. */
export async function listBindings(db: Db, { position }: PositionActor, resourceType: BindingResourceType, resourceId: number): Promise<{ collection: BindingEntryWire[]; count: number }> {
  await requireAclUpdate(db, position, resourceType, resourceId);
  // A binding names a position or a group by id: join both, at most one matches.
  const rows = await db
    .select({
      id: roleBindings.id,
      actorType: roleBindings.actorType,
      actorId: roleBindings.actorId,
      roleId: roleBindings.roleId,
      roleName: roles.name,
      positionName: positions.fullname,
      positionEmail: positions.email,
      groupName: groups.name,
    })
    .from(roleBindings)
    .innerJoin(roles, eq(roles.id, roleBindings.roleId))
    .leftJoin(positions, and(eq(roleBindings.actorType, 'position'), eq(positions.id, roleBindings.actorId)))
    .leftJoin(groups, and(eq(roleBindings.actorType, 'group'), eq(groups.id, roleBindings.actorId)))
    .where(and(eq(roleBindings.resourceType, resourceType), eq(roleBindings.resourceId, resourceId)))
    .orderBy(sql`${roleBindings.actorType} DESC`, asc(sql`lower(coalesce(${positions.fullname}, ${groups.name}))`), asc(roleBindings.id));
  const collection = rows
    .filter((r) => r.positionName !== null || r.groupName !== null)
    .map((r) => ({
      id: r.id,
      resource_type: resourceType,
      resource_id: resourceId,
      actor_type: r.actorType as 'position' | 'group',
      actor_id: r.actorId,
      role_id: r.roleId,
      role_name: r.roleName,
      actor_name: (r.actorType === 'position' ? r.positionName : r.groupName) ?? '',
      actor_email: r.actorType === 'position' ? r.positionEmail : null,
    }));
  return { collection, count: collection.length };
}
