/**
 * A permission requirement (§6: "A check can require all or any of the listed permissions"):
 * one name, `{ all: [...] }` or `{ any: [...] }`.
 */
import type { Permission } from './permissionNames.js';

export type PermissionCheck = Permission | { all: readonly Permission[] } | { any: readonly Permission[] };

/** True when `granted` satisfies `check`. An empty `any` list is never satisfied; an empty `all` always is. */
export function satisfies(granted: ReadonlySet<string>, check: PermissionCheck): boolean {
  if (typeof check === 'string') return granted.has(check);
  if ('all' in check) return check.all.every((p) => granted.has(p));
  return check.any.some((p) => granted.has(p));
}
