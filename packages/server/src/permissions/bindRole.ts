/** POST /{resource}s/{id}/{actor}s/{id}/bindings/ (role_id) (§6, §7): grants a role to a position or a group on a resource. */
import type { bindingSchema } from '@inkflow/core';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import type { PositionActor } from '../http/actor.js';
import { roleBindings } from '../db/schema-documents.js';
import { bindingKey } from './bindingKey.js';
import type { BindingActorType, BindingResourceType, BindingWire } from './BindingResource.js';
import { resolveBinding } from './resolveBinding.js';

/** Creates the binding (idempotent: binding twice returns the same one). Errors: see resolveBinding. */
export async function bindRole(
  db: Db,
  { position: caller }: PositionActor,
  request: { resourceType: BindingResourceType; resourceId: number; actorType: BindingActorType; actorId: number },
  input: z.output<typeof bindingSchema>,
): Promise<BindingWire> {
  return db.transaction(async (tx) => {
    const b = await resolveBinding(tx, caller, request, input);
    const values = { resourceType: b.resourceType, resourceId: b.resourceId, actorType: b.actorType, actorId: b.actorId, roleId: b.roleId };
    await tx.insert(roleBindings).values(values).onConflictDoNothing();
    const [row] = await tx
      .select({ id: roleBindings.id })
      .from(roleBindings)
      .where(bindingKey(values))
      .limit(1);
    return { id: row!.id, resource_type: b.resourceType, resource_id: b.resourceId, actor_type: b.actorType, actor_id: b.actorId, role_id: b.roleId };
  });
}

