/** The ids of a folder and every folder below it (a recursive query over parent_id). */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';

/** Returns `id` and all its descendants. */
export async function folderSubtreeIds(tx: Db, id: number): Promise<number[]> {
  const result = await tx.execute(sql`WITH RECURSIVE tree(id) AS (
      SELECT id FROM folders WHERE id = ${id}
      UNION SELECT f.id FROM folders f INNER JOIN tree ON f.parent_id = tree.id
    ) SELECT id FROM tree`);
  // node-postgres and PGlite both return `rows`.
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}
