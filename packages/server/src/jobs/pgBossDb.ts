/**
 * The two ways pg-boss reaches our database (DESIGN.md "Data"): pg-boss 10 accepts any
 * `{ executeSql(text, values) }`, so it shares the server's own connection instead of opening a
 * pool of its own, and works the same over PostgreSQL (a `pg` Pool) and PGlite (in-process).
 *
 * - `clientSql(db)`: the database's own client, outside any transaction (pg-boss's schema
 *   migrations, polling, completing jobs). PGlite cannot run several statements in one
 *   parameterised query, and pg-boss sends its migrations as one multi-statement text without
 *   values, so those go through PGlite's `exec`.
 * - `transactionSql(tx)`: a Drizzle transaction, so a job is inserted in the same transaction as
 *   the change that asks for it (it exists exactly when that change committed).
 */
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/openDatabase.js';

type Rows = { rows: unknown[] };

/** pg-boss's connection over the client underneath `db` (a pg Pool or a PGlite). Throws for any other driver. */
export function clientSql(db: Db): PgBoss.Db {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    return { executeSql: (text, values) => client.query(text, values) };
  }
  if (client instanceof PGlite) {
    return {
      executeSql: async (text, values): Promise<Rows> => {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
    };
  }
  throw new Error('The job queue needs a database opened by openDatabase (PostgreSQL or PGlite)');
}

/**
 * `$1`…`$n` placeholders of pg-boss's SQL as Drizzle parameters. pg-boss's statements contain no
 * `$n` inside string literals, which is what makes this plain split safe.
 */
function asDrizzleSql(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * pg-boss's connection inside the Drizzle transaction `tx` (single statements only: sending jobs).
 * Each `$n` becomes its own Drizzle parameter, so a value pg-boss uses twice is typed twice: give
 * `startAfter` as a Date, not as seconds (pg-boss casts the same `$n` to a timestamp and to an
 * interval, and a number of seconds is no timestamp).
 */
export function transactionSql(tx: Db): PgBoss.Db {
  return { executeSql: async (text, values) => (await tx.execute(asDrizzleSql(text, values ?? []))) as unknown as Rows };
}
