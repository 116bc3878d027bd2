/**
 * Opens the Inkflow database (DESIGN.md "Data"): PostgreSQL through `pg` when a postgres://
 * URL is given, else PGlite (Postgres in WASM) in a data directory or in memory. Migrations
 * from packages/server/drizzle/ are applied before the handle is returned.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

/** The Drizzle handle the server uses, whichever driver is underneath. Transactions have the same type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the Drizzle handle, which driver it is, and `close()` (must be called). */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * Options of openDatabase. `databaseUrl` (postgres://…) wins; else `inMemory` (tests) or
 * `dataDir` (default `./data`) for PGlite.
 */
export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** Called when an idle PostgreSQL connection is lost; defaults to a console warning. */
  onIdleClientError?: (error: Error) => void;
  /** Called with every SQL statement Drizzle sends (the query-count tests and benchmarks count them). */
  onQuery?: (sql: string) => void;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Opens and migrates the database. Rejects when the server is unreachable or a migration fails. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const onQuery = options.onQuery;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : false;
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client can lose its connection at any time (server restart, failover, an
    // administrator's terminate). pg emits that on the pool, and an unhandled 'error' event
    // would bring the whole process down; the pool drops the client and opens a fresh one on
    // the next query, so reporting it is enough.
    pool.on('error', (error) => options.onIdleClientError?.(error) ?? console.warn(`database: idle connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema, logger });
    try {
      await migratePg(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }

  // pg_trgm backs the name search index (migration 0011); PGlite ships it as a loadable extension.
  const extensions = { pg_trgm };
  let client: PGlite;
  if (options.inMemory) {
    client = new PGlite({ extensions });
  } else {
    const dir = options.dataDir ?? './data';
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
  }
  const db = drizzlePglite(client, { schema, logger });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  // PGlite keeps the event loop alive until closed, so close() is not optional.
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
