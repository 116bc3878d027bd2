/** Reads one workspace (§3 Workspace, the API's collection) for a permission check. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { collections } from '../db/schema.js';
import { notFound } from '../http/ApiHttpError.js';
import type { AccessTarget } from '../permissions/AccessTarget.js';

/** A workspace row and its access target. */
export interface LoadedCollection {
  id: number;
  accountId: number;
  name: string;
  target: AccessTarget;
}

/** Loads workspace `id` or throws 404 (NOT_FOUND "Workspace not found"). */
export async function loadCollection(tx: Db, id: number): Promise<LoadedCollection> {
  const [row] = await tx.select({ id: collections.id, accountId: collections.accountId, name: collections.name }).from(collections).where(eq(collections.id, id)).limit(1);
  if (!row) throw notFound('Workspace not found');
  return { ...row, target: { accountId: row.accountId, collectionId: row.id } };
}
