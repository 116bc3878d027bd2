/**
 * GET /positions/ (issue #4): the positions of the caller's account — the colleagues an internal
 * reminder (§3 Internal reminder to_positions) can go to. Only id, fullname and email; sorted
 * by name. Any signed-in position of the account may read it; other accounts are never listed.
 */
import { asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { positions } from '../db/schema.js';
import { parseOrThrow } from '../http/ApiHttpError.js';

/** One colleague on the wire. */
export interface ColleagueWire {
  id: number;
  fullname: string;
  email: string;
}

const querySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional().default(100),
  offset: z.coerce.number().int().min(0).optional().default(0),
});

/** Lists `{ collection, count }` (limit default and max 100, offset). Errors: 400 (bad limit/offset), 401. */
export async function listColleagues(db: Db, position: SessionPosition, query: unknown): Promise<{ collection: ColleagueWire[]; count: number }> {
  const input = parseOrThrow(querySchema, query);
  const where = eq(positions.accountId, position.accountId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: positions.id, fullname: positions.fullname, email: positions.email })
      .from(positions)
      .where(where)
      .orderBy(asc(positions.fullname), asc(positions.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(positions).where(where),
  ]);
  return { collection: rows, count: total?.n ?? 0 };
}
