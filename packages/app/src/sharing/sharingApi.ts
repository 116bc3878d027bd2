/**
 * The calls of the share dialogs (§6, §7 POST/DELETE /{resource}s/{id}/{actor}s/{id}/bindings/
 * with role_id, GET /{resource}s/{id}/bindings/): who has access to a workspace or an agreement,
 * and giving or taking a role from a position or a group. Plus the lookups the dialog picks from:
 * roles, groups (§7 GET /groups/) and colleagues.
 */
import type { BindingEntryWire, ColleagueWire, GroupWire, RoleWire } from '@inkflow/core';
import { api } from '../session/services.js';

/** What is shared: a workspace (the API's collection) or one agreement. */
export interface ShareResource {
  type: 'collection' | 'agreement';
  id: number;
  name: string;
}

/** Who a role is given to. */
export interface ShareActor {
  type: 'position' | 'group';
  id: number;
}

export type { BindingEntryWire as AccessEntry };

/** Who has access: the bindings on the resource with names. */
export function listAccess(resource: Pick<ShareResource, 'type' | 'id'>): Promise<{ collection: BindingEntryWire[]; count: number }> {
  const params = { id: resource.id };
  return resource.type === 'collection' ? api.call('GET /collections/:id/bindings/', { params }) : api.call('GET /agreements/:id/bindings/', { params });
}

/** Gives `roleId` to `actor` on `resource` (idempotent). */
export async function grantAccess(resource: Pick<ShareResource, 'type' | 'id'>, actor: ShareActor, roleId: number): Promise<void> {
  const input = { params: { id: resource.id, pid: actor.id }, body: { role_id: roleId } };
  if (resource.type === 'collection') {
    if (actor.type === 'group') await api.call('POST /collections/:id/groups/:pid/bindings/', input);
    else await api.call('POST /collections/:id/positions/:pid/bindings/', input);
  } else if (actor.type === 'group') await api.call('POST /agreements/:id/groups/:pid/bindings/', input);
  else await api.call('POST /agreements/:id/positions/:pid/bindings/', input);
}

/** Takes `roleId` from `actor` on `resource`. */
export async function revokeAccess(resource: Pick<ShareResource, 'type' | 'id'>, actor: ShareActor, roleId: number): Promise<void> {
  const input = { params: { id: resource.id, pid: actor.id }, body: { role_id: roleId } };
  if (resource.type === 'collection') {
    if (actor.type === 'group') await api.call('DELETE /collections/:id/groups/:pid/bindings/', input);
    else await api.call('DELETE /collections/:id/positions/:pid/bindings/', input);
  } else if (actor.type === 'group') await api.call('DELETE /agreements/:id/groups/:pid/bindings/', input);
  else await api.call('DELETE /agreements/:id/positions/:pid/bindings/', input);
}

/** The roles, groups and colleagues the dialog offers. */
export interface ShareChoices {
  roles: RoleWire[];
  groups: GroupWire[];
  colleagues: ColleagueWire[];
}

/** Loads the choices (up to 100 groups and 100 colleagues, by name). */
export async function loadShareChoices(): Promise<ShareChoices> {
  const [roles, groups, colleagues] = await Promise.all([api.call('GET /roles/'), api.call('GET /groups/', { query: { limit: 100 } }), api.call('GET /positions/', { query: { limit: 100 } })]);
  return { roles: roles.collection, groups: groups.collection, colleagues: colleagues.collection };
}
