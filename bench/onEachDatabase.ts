/**
 * Runs a benchmark on each database Inkflow supports: an in-memory PGlite, then, when
 * DATABASE_URL is set, a brand-new PostgreSQL database on that server, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase, type Db } from '@inkflow/server';
import pg from 'pg';

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

/** Calls `bench(label, db)` on PGlite and, with DATABASE_URL, on PostgreSQL. */
export async function onEachDatabase(bench: (label: string, db: Db) => Promise<void>): Promise<void> {
  const pglite = await openDatabase({ inMemory: true });
  try {
    await bench('PGlite (in memory)', pglite.db);
  } finally {
    await pglite.close();
  }

  const baseUrl = process.env.DATABASE_URL;
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
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await bench('PostgreSQL', database.db);
  } finally {
    await database.close();
    const dropper = new pg.Client({ connectionString: baseUrl });
    await dropper.connect();
    await dropWhenIdle(dropper, name);
    await dropper.end();
  }
}
