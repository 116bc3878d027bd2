/**
 * Ownership: the foundation's access rule, "the agreement's workspace belongs to the caller's
 * account", narrowed by §6 (issue #4) to the account's admins. Positions with other account roles
 * act only through role bindings, which `requirePermission` (permissions/) checks; calls still
 * on requireOwner refuse them until they move to requirePermission. Anyone else: 403 with 99.
 */
import type { SessionPosition } from '../auth/sessions.js';
import { accessDenied } from '../http/ApiHttpError.js';
import { adminRoles } from '../permissions/permissionsOf.js';
import type { LoadedAgreement } from './loadAgreement.js';

/** Throws 403 (99) unless `position` is an admin of the account owning the agreement. */
export function requireOwner(loaded: LoadedAgreement, position: SessionPosition): void {
  if (loaded.accountId !== position.accountId || !adminRoles.has(position.userRole ?? '')) throw accessDenied();
}
