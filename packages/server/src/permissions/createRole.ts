/** POST /roles/ (§3 Role, §6): an account role made of known permission names; account admins only. */
import type { RoleWire, roleSchema } from '@inkflow/core';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { roles } from '../db/schema-documents.js';
import type { PositionActor } from '../http/actor.js';
import { accessDenied, badRequest } from '../http/ApiHttpError.js';
import { allPermissions } from './permissionNames.js';
import { isAccountAdmin } from './permissionsOf.js';

/** Creates the role. Errors: 403 (99) unless account admin, 400 BAD_REQUEST for an unknown permission name. */
export async function createRole(db: Db, { position }: PositionActor, input: z.output<typeof roleSchema>): Promise<RoleWire> {
  if (!(await isAccountAdmin(db, position))) throw accessDenied();
  const unknown = input.permissions.find((p) => !(allPermissions as readonly string[]).includes(p));
  if (unknown !== undefined) throw badRequest(`permissions: unknown permission "${unknown}"`);
  const [row] = await db
    .insert(roles)
    .values({ accountId: position.accountId, name: input.name, permissions: [...new Set(input.permissions)] })
    .returning();
  return { id: row!.id, account_id: row!.accountId, name: row!.name, permissions: row!.permissions };
}
