/**
 * The group calls (§3 Group, §7 GET /groups/ lookup and the group CRUD) on the typed client.
 * Failures reject with core's ApiError (§8: 99 for non-admins, 400 with the server's message for
 * a blank or taken name, 404).
 */
import type { GroupListQuery, GroupWire } from '@inkflow/core';
import { api } from '../session/services.js';

export type { GroupWire as Group };

/** A page of the account's groups with their members. */
export function listGroups(query: GroupListQuery = {}): Promise<{ collection: GroupWire[]; count: number }> {
  return api.call('GET /groups/', { query });
}

/** The group calls of the groups page, each answering the group as it now is (or nothing). */
export const groupActions = {
  create: (name: string, positionIds: number[] = []) => api.call('POST /groups/', { body: { name, position_ids: positionIds } }),
  rename: (id: number, name: string) => api.call('PUT /groups/:id', { params: { id }, body: { name } }),
  remove: (id: number) => api.call('DELETE /groups/:id', { params: { id } }),
  addMember: (id: number, positionId: number) => api.call('POST /groups/:id/positions/:pid', { params: { id, pid: positionId } }),
  removeMember: (id: number, positionId: number) => api.call('DELETE /groups/:id/positions/:pid', { params: { id, pid: positionId } }),
};
