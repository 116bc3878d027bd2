/** GET /roles/ (§3 Role): the built-in roles and the account's own, each with its permissions. */
import { asc, eq, isNull, or } from 'drizzle-orm';
import type { RoleWire } from '@inkflow/core';
import type { Db } from '../db/openDatabase.js';
import { roles } from '../db/schema-documents.js';
import type { PositionActor } from '../http/actor.js';

export type { RoleWire };

/** Lists roles `{ collection, count }` (built-in first). */
export async function listRoles(db: Db, { position }: PositionActor): Promise<{ collection: RoleWire[]; count: number }> {
  const rows = await db
    .select()
    .from(roles)
    .where(or(isNull(roles.accountId), eq(roles.accountId, position.accountId)))
    .orderBy(asc(roles.id));
  const collection = rows.map((r) => ({ id: r.id, account_id: r.accountId, name: r.name, permissions: r.permissions }));
  return { collection, count: collection.length };
}
