/** The WHERE clause that names one role binding. */
import { and, eq } from 'drizzle-orm';
import { roleBindings } from '../db/schema-documents.js';

/** The WHERE clause of one binding. */
export function bindingKey(b: { resourceType: string; resourceId: number; actorType: string; actorId: number; roleId: number }) {
  return and(
    eq(roleBindings.resourceType, b.resourceType),
    eq(roleBindings.resourceId, b.resourceId),
    eq(roleBindings.actorType, b.actorType),
    eq(roleBindings.actorId, b.actorId),
    eq(roleBindings.roleId, b.roleId),
  );
}
