/**
 * The one access check of agreement and workspace calls (§6): a position without the needed
 * permission gets 403 with 99 and a message that names nothing (so it learns nothing else).
 */
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { accessDenied } from '../http/ApiHttpError.js';
import type { AccessTarget } from './AccessTarget.js';
import { satisfies, type PermissionCheck } from './PermissionCheck.js';
import { permissionsOf } from './permissionsOf.js';

/**
 * Resolves the caller's permissions on `target` and throws 403 (99) unless they satisfy `check`
 * (one name, `{ all }` or `{ any }`). Returns the granted set for follow-up checks.
 */
export async function requirePermission(tx: Db, position: SessionPosition, target: AccessTarget, check: PermissionCheck): Promise<Set<string>> {
  const granted = await permissionsOf(tx, position, target);
  if (!satisfies(granted, check)) throw accessDenied();
  return granted;
}
