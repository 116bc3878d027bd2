/** POST /roles/ (§3 Role, §6): an account role made of known permission names; account admins only. */
import { roleSchema } from '@inkflow/core';
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { roles } from '../db/schema-documents.js';
import { accessDenied, badRequest, parseOrThrow } from '../http/ApiHttpError.js';
import type { RoleWire } from './listRoles.js';
import { allPermissions } from './permissionNames.js';
import { isAccountAdmin } from './permissionsOf.js';

/** Creates the role. Errors: 403 (99) unless account admin, 400 BAD_REQUEST for an unknown permission name. */
export async function createRole(db: Db, position: SessionPosition, body: unknown): Promise<RoleWire> {
  const input = parseOrThrow(roleSchema, body);
  if (!(await isAccountAdmin(db, position))) throw accessDenied();
  const unknown = input.permissions.find((p) => !(allPermissions as readonly string[]).includes(p));
  if (unknown !== undefined) throw badRequest(`permissions: unknown permission "${unknown}"`);
  const [row] = await db
    .insert(roles)
    .values({ accountId: position.accountId, name: input.name, permissions: [...new Set(input.permissions)] })
    .returning();
  return { id: row!.id, account_id: row!.accountId, name: row!.name, permissions: row!.permissions };
}
