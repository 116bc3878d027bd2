/** DELETE /{resource}s/{id}/{actor}s/{id}/bindings/ (role_id) (§6, §7): removes a role binding. */
import type { bindingSchema } from '@inkflow/core';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import type { PositionActor } from '../http/actor.js';
import { roleBindings } from '../db/schema-documents.js';
import { notFound } from '../http/ApiHttpError.js';
import { bindingKey } from './bindingKey.js';
import type { BindingActorType, BindingResourceType } from './BindingResource.js';
import { resolveBinding } from './resolveBinding.js';

/** Deletes the binding. Errors: see resolveBinding; 404 when there is no such binding. */
export async function unbindRole(
  db: Db,
  { position: caller }: PositionActor,
  request: { resourceType: BindingResourceType; resourceId: number; actorType: BindingActorType; actorId: number },
  input: z.output<typeof bindingSchema>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const b = await resolveBinding(tx, caller, request, input);
    const deleted = await tx.delete(roleBindings).where(bindingKey(b)).returning({ id: roleBindings.id });
    if (deleted.length === 0) throw notFound('Binding not found');
  });
}
