/**
 * GET /positions/ (§7): the positions of the caller's account — the colleagues an internal
 * reminder (§3 Internal reminder to_positions) can go to. Only id, fullname and email; sorted
 * by name. Any signed-in position of the account may read it; other accounts are never listed.
 */
import type { ColleagueWire, colleagueListQuerySchema } from '@inkflow/core';
import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { positions } from '../db/schema.js';
import type { PositionActor } from '../http/actor.js';

/** Lists `{ collection, count }` (`input` parsed by the route: limit default and max 100, offset). */
export async function listColleagues(db: Db, { position }: PositionActor, input: z.output<typeof colleagueListQuerySchema>): Promise<{ collection: ColleagueWire[]; count: number }> {
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
