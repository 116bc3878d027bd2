/** GET /roles/ (§3 Role): the built-in roles and the account's own, each with its permissions. */
import { asc, eq, isNull, or } from 'drizzle-orm';
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { roles } from '../db/schema-documents.js';

/** A role on the wire; `account_id` null marks a built-in role. */
export interface RoleWire {
  id: number;
  account_id: number | null;
  name: string;
  permissions: string[];
}

/** Lists roles `{ collection, count }` (built-in first). */
export async function listRoles(db: Db, position: SessionPosition): Promise<{ collection: RoleWire[]; count: number }> {
  const rows = await db
    .select()
    .from(roles)
    .where(or(isNull(roles.accountId), eq(roles.accountId, position.accountId)))
    .orderBy(asc(roles.id));
  const collection = rows.map((r) => ({ id: r.id, account_id: r.accountId, name: r.name, permissions: r.permissions }));
  return { collection, count: collection.length };
}
