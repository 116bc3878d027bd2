/**
 * The §6 permission names grouped by area for the roles matrix, in the order a reader thinks of
 * them: using workspaces, working on contracts, notes, reminders, approvals, sharing. Each name
 * has a readable text under `members:roles.permission.<key>` (the name with `:` as `_`, since
 * i18next reads `:` as a namespace separator). A name the server knows but this list does not
 * (a newer permission) is shown under "Other" as it is.
 */

/** One area of the matrix: its `members:roles.area.<id>` heading and permission names. */
export interface PermissionArea {
  id: string;
  permissions: string[];
}

/** The known areas and their permissions. */
export const permissionAreas: PermissionArea[] = [
  { id: 'workspaces', permissions: ['collection:module:agreement:use', 'collection:folder:update', 'collection:trash:empty'] },
  {
    id: 'contracts',
    permissions: ['agreement:view', 'agreement:create', 'agreement:update', 'agreement:move', 'agreement:tag:update', 'agreement:delete', 'agreement:permanently_delete'],
  },
  { id: 'notes', permissions: ['agreement:note:view', 'agreement:note:create', 'agreement:note:manage'] },
  { id: 'reminders', permissions: ['agreement:delayed_event:view', 'agreement:delayed_event:create'] },
  { id: 'approvals', permissions: ['agreement:draft_approval_flow:update', 'agreement:participant:pending_state_approver:create'] },
  { id: 'sharing', permissions: ['agreement:acl:update', 'collection:acl:update'] },
];

/** The i18n key part of a permission name: `agreement:note:view` → `agreement_note_view`. */
export const permissionKey = (name: string): string => name.replaceAll(':', '_');

/** The areas with `known` permissions, plus "other" holding names of `all` no area lists. */
export function areasFor(all: Iterable<string>): PermissionArea[] {
  const listed = new Set(permissionAreas.flatMap((a) => a.permissions));
  const other = [...new Set(all)].filter((p) => !listed.has(p)).sort();
  return other.length ? [...permissionAreas, { id: 'other', permissions: other }] : permissionAreas;
}
