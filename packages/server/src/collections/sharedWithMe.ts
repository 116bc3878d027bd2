/**
 * §3 Workspace: the virtual workspace with id 0, "Shared with me": the agreements shared with
 * the position through an agreement-level role binding. It allows only
 * collection:module:agreement:use.
 */
import { Permission } from '../permissions/permissionNames.js';

/** The id of the virtual workspace. */
export const sharedWithMeId = 0;

/** The virtual workspace as listed among a position's workspaces. */
export const sharedWithMe = {
  id: sharedWithMeId,
  name: 'Shared with me',
  virtual: true,
  acl: { [Permission.WorkspaceUse]: true } as Record<string, boolean>,
} as const;
