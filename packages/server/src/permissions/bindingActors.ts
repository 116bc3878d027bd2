/**
 * Which role bindings apply to a position (§6, §3 Group): those bound to the position itself and
 * those bound to a group it is a member of. The one place where group membership enters the
 * permission checks: permissionsOf (every agreement and workspace call) and the agreement list's
 * access filter both build on it, so removing a position from a group takes its access away
 * everywhere at once.
 */
import { sql, type SQL } from 'drizzle-orm';
import { roleBindings } from '../db/schema-documents.js';
import { groupPositions } from '../db/schema-groups.js';

/**
 * The condition on `role_bindings` rows that apply to `positionId`. Both branches are indexed
 * lookups: role_bindings by (actor_type, actor_id), group_positions by position.
 */
export function bindingsApplyingTo(positionId: number): SQL {
  return sql`((${roleBindings.actorType} = 'position' AND ${roleBindings.actorId} = ${positionId})
    OR (${roleBindings.actorType} = 'group' AND ${roleBindings.actorId} IN (SELECT ${groupPositions.groupId} FROM ${groupPositions} WHERE ${groupPositions.positionId} = ${positionId})))`;
}
