/**
 * The API read bench (part of `npm run bench`): requests/s of GET /api/agreements/{id} as the
 * signed-in owner, through the real createServer listening on a port in 3601-3609, beside a bare
 * Fastify route on the same database doing 3 simple selects of comparable rows (the agreement,
 * its participants, its owner's position), measured with autocannon (10 connections, 5 s after a
 * 1 s warm-up) on in-memory PGlite and on a fresh PostgreSQL database (DATABASE_URL, else a server
 * answering on 127.0.0.1:5432; dropped afterwards). Prints both figures, their ratio (target
 * >= 0.5x on PostgreSQL) and how many SQL statements one GET runs. Figures only: no assertions.
 */
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { createServer, seed, type Db } from '@inkflow/server';
import { loginClient } from '../packages/server/test/helpers/testServer.js';
import { onEachDatabase } from './onEachDatabase.js';

const ports = [3601, 3602, 3603, 3604, 3605, 3606, 3607, 3608, 3609];
const connections = 10;
const seconds = 5;

type Wire = { id: number; checksum: string };

/** Listens on the first free port of 3601-3609 (127.0.0.1); returns its base URL. */
async function listenInRange(app: FastifyInstance): Promise<string> {
  for (const port of ports) {
    try {
      await app.listen({ port, host: '127.0.0.1' });
      return `http://127.0.0.1:${port}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`no free port in ${ports[0]}-${ports.at(-1)}`);
}

/** Requests/s (mean of the per-second samples) of GETs of `url`, after a 1 s warm-up. */
async function requestsPerSecond(url: string, headers: Record<string, string>): Promise<{ rps: number; p50: number; bad: number }> {
  await autocannon({ url, connections, duration: 1, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return { rps: result.requests.average, p50: result.latency.p50, bad: result.non2xx + result.errors };
}

/**
 * The bare route: GET /bare/{id} answers the agreement row, its participants and the owner's
 * position as JSON, three selects through `pg` on PostgreSQL or Drizzle's execute on PGlite
 * (which has no wire protocol). `ownerId` is the demo position.
 */
async function bareServer(db: Db, url: string | undefined, ownerId: number): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const pool = url ? new pg.Pool({ connectionString: url, max: 10 }) : undefined;
  const select = async (query: string, value: number): Promise<unknown[]> => {
    if (pool) return (await pool.query(query, [value])).rows;
    // PGlite: the value is a number parsed below, so inlining it is safe.
    return ((await db.execute(query.replace('$1', String(value)))) as unknown as { rows: unknown[] }).rows;
  };
  const app = Fastify({ logger: false });
  app.get<{ Params: { id: string } }>('/bare/:id', async (request) => {
    const id = Number(request.params.id);
    const [agreement] = await select('SELECT * FROM agreements WHERE id = $1', id);
    const participants = await select('SELECT * FROM participants WHERE agreement_id = $1 ORDER BY id', id);
    const [owner] = await select('SELECT id, email, fullname, language, user_role FROM positions WHERE id = $1', ownerId);
    return { agreement, participants, owner };
  });
  return {
    app,
    async close() {
      await app.close();
      await pool?.end();
    },
  };
}

/** Runs the read bench on PGlite, then on PostgreSQL when one is configured or answers locally. */
export async function benchAgreementReads(): Promise<void> {
  let recording: string[] | undefined;
  await onEachDatabase(
    async (label, db, url) => {
      await seed(db);
      // No expiry sweep: its timer would query the database while the bench closes it.
      const server = await createServer({ db, loginRateLimit: { max: 1000, timeWindow: 60_000 }, expirySweepMs: 0 });
      let bare: Awaited<ReturnType<typeof bareServer>> | undefined;
      try {
        const owner = await loginClient(server);
        const me = (await owner.get('/api/positions/me')).json() as { id: number; collections: { id: number }[] };
        // Set-up through the API (not timed): a draft with a text section and two signatories.
        const created = (await owner.post('/api/agreements/', { collection_id: me.collections[0]!.id, name: 'Bench reads' })).json() as Wire;
        const text = { type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'Benchmark text. '.repeat(40) }] }] } };
        const saved = await owner.put(`/api/agreements/${created.id}`, { checksum: created.checksum, boxes: [text] });
        if (saved.statusCode !== 200) throw new Error(`save: ${saved.statusCode} ${saved.body}`);
        for (const who of ['first', 'second']) {
          const added = await owner.post(`/api/agreements/${created.id}/participants/`, { fullname: `Signer ${who}`, email: `${who}@bench.test`, sign_method: 0 });
          if (added.statusCode !== 201) throw new Error(`add participant: ${added.statusCode} ${added.body}`);
        }
        bare = await bareServer(db, url, me.id);

        const apiUrl = await listenInRange(server);
        const bareUrl = await listenInRange(bare.app);
        const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
        const headers = { cookie };

        const statements: string[] = [];
        recording = statements;
        const one = await fetch(`${apiUrl}/api/agreements/${created.id}`, { headers });
        recording = undefined;
        if (one.status !== 200) throw new Error(`GET /api/agreements/${created.id}: ${one.status} ${await one.text()}`);

        const api = await requestsPerSecond(`${apiUrl}/api/agreements/${created.id}`, headers);
        const floor = await requestsPerSecond(`${bareUrl}/bare/${created.id}`, {});

        console.log(`\n${label}: GET /api/agreements/{id} as the owner, ${connections} connections, ${seconds} s`);
        const row = (name: string, r: { rps: number; p50: number; bad: number }) =>
          console.log(`  ${name.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1)} ms${r.bad ? `   ${r.bad} failed` : ''}`);
        row('createServer (session, checks, wire)', api);
        row('bare Fastify + 3 selects', floor);
        console.log(`  ratio createServer / bare: ${(api.rps / floor.rps).toFixed(2)}x (target >= 0.5x on PostgreSQL)`);
        console.log(`  SQL statements per GET: ${statements.length}`);
      } finally {
        await bare?.close();
        await server.close();
      }
    },
    { onQuery: (sql) => recording?.push(sql), localPostgres: true },
  );
}
