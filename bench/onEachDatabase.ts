/**
 * Runs a benchmark on each database Inkflow supports: an in-memory PGlite, then, when
 * DATABASE_URL is set, a brand-new PostgreSQL database on that server, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { openDatabase, type Db } from '@inkflow/server';
import pg from 'pg';

/** Options of onEachDatabase. */
export interface OnEachDatabaseOptions {
  /** Called with every SQL statement either database runs (openDatabase's onQuery). */
  onQuery?: (sql: string) => void;
  /**
   * Without DATABASE_URL, use postgres://postgres@127.0.0.1:5432/postgres when a server answers
   * there (default false: PostgreSQL only with DATABASE_URL).
   */
  localPostgres?: boolean;
}

/** True when something accepts a TCP connection on 127.0.0.1:5432 within 500 ms. */
function localPostgresAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 5432 });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Drops the bench database. pool.end() resolves before the closed connections have left the
 * server; FORCE would kill them mid-close, so wait for them to go first.
 */
async function dropWhenIdle(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * Calls `bench(label, db, url)` on PGlite and, with DATABASE_URL (or `localPostgres` and a server
 * on 127.0.0.1:5432), on PostgreSQL; `url` is the fresh PostgreSQL database's (undefined on PGlite).
 */
export async function onEachDatabase(
  bench: (label: string, db: Db, url?: string) => Promise<void>,
  options: OnEachDatabaseOptions = {},
): Promise<void> {
  const onQuery = options.onQuery ? { onQuery: options.onQuery } : {};
  const pglite = await openDatabase({ inMemory: true, ...onQuery });
  try {
    await bench('PGlite (in memory)', pglite.db);
  } finally {
    await pglite.close();
  }

  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  const baseUrl = process.env.DATABASE_URL || (options.localPostgres && (await localPostgresAnswers()) ? local : undefined);
  if (!baseUrl) {
    console.log('\nPostgreSQL: skipped (set DATABASE_URL=postgres://... to run it)');
    return;
  }
  const name = `inkflow_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), ...onQuery });
  try {
    await bench('PostgreSQL', database.db, url.toString());
  } finally {
    await database.close();
    const dropper = new pg.Client({ connectionString: baseUrl });
    await dropper.connect();
    await dropWhenIdle(dropper, name);
    await dropper.end();
  }
}
