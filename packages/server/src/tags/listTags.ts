/** GET /tags/ (§7 lookup): the account's tags by name, `{ collection, count }`; every position of the account may list them. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { tags } from '../db/schema-documents.js';
import type { PositionActor } from '../http/actor.js';
import type { TagWire } from './TagWire.js';

/** Lists the tags of the caller's account. */
export async function listTags(db: Db, { position }: PositionActor): Promise<{ collection: TagWire[]; count: number }> {
  const rows = await db.select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.accountId, position.accountId)).orderBy(asc(tags.name), asc(tags.id));
  return { collection: rows, count: rows.length };
}
