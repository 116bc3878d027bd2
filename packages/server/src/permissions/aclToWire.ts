/**
 * The ACL shapes on the wire (§3, §6): an agreement's `acl` is a list of entries with allow
 * values; a workspace's `acl` is keyed by permission name. Both describe what the caller may do.
 */
import { allPermissions } from './permissionNames.js';

/** One per-agreement ACL entry, e.g. `{ name: 'agreement:note:view', allow: true }`. */
export interface AclEntryWire {
  name: string;
  allow: boolean;
}

/** Agreement ACL entries for every known agreement permission. */
export function agreementAclToWire(granted: ReadonlySet<string>): AclEntryWire[] {
  return allPermissions.filter((p) => p.startsWith('agreement:')).map((name) => ({ name, allow: granted.has(name) }));
}

/** Workspace ACL keyed by permission name: `{ 'agreement:create': true, ... }`. */
export function collectionAclToWire(granted: ReadonlySet<string>): Record<string, boolean> {
  return Object.fromEntries(allPermissions.map((name) => [name, granted.has(name)]));
}
