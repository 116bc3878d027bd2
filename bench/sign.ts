/**
 * `npm run bench:sign`: signatures per second with SIGNERS (50) concurrent signers, each on an
 * agreement of its own (issue #5 benchmark), through the in-process server (Fastify inject, the
 * whole /api/agreements/{id}/sign route with its guest token, checks, events and invitations) on
 * in-memory PGlite and, when DATABASE_URL is set, on a fresh PostgreSQL database (dropped
 * afterwards). Every agreement has two signatories: round 1 is the first signature (the
 * agreement stays pending), round 2 the last one, which concludes the agreement and seals its
 * PDF in the request. Figures only: nothing here asserts a time.
 */
import { createServer, seed, type Db } from '@inkflow/server';
import { onEachDatabase } from './onEachDatabase.js';
import { TestClient, guestHeaders, loginClient, tokenFromLink } from '../packages/server/test/helpers/testServer.js';

const signers = Number(process.env.SIGNERS ?? 50);

type Wire = { id: number; checksum: string; participants: { id: number; email: string }[] };

const fail = (what: string, response: { statusCode: number; body: string }) => new Error(`${what}: ${response.statusCode} ${response.body}`);

async function bench(label: string, db: Db): Promise<void> {
  await seed(db);
  // No expiry sweep: its timer would query the database while the bench closes it.
  const app = await createServer({ db, loginRateLimit: { max: 1000, timeWindow: 60_000 }, expirySweepMs: 0, devRoutes: true });
  await app.ready();
  try {
    const owner = await loginClient(app);
    const me = (await owner.get('/api/positions/me')).json() as { collections: { id: number }[] };
    const workspaceId = me.collections[0]!.id;

    // Set-up (not timed): SIGNERS agreements with two signatories each, published.
    const agreements: Wire[] = [];
    for (let i = 0; i < signers; i++) {
      const created = await owner.post('/api/agreements/', { collection_id: workspaceId, name: `Bench ${i}` });
      if (created.statusCode !== 201) throw fail('create', created);
      const id = (created.json() as Wire).id;
      for (const who of ['first', 'second']) {
        const added = await owner.post(`/api/agreements/${id}/participants/`, { fullname: `Signer ${who} ${i}`, email: `${who}${i}@bench.test`, sign_method: 0 });
        if (added.statusCode !== 201) throw fail('add participant', added);
      }
      const published = await owner.post(`/api/agreements/${id}/publish`, { subject: 'Please sign', message: 'Bench' });
      if (published.statusCode !== 200) throw fail('publish', published);
      agreements.push(published.json() as Wire);
    }
    const outbox = (await owner.get('/api/dev/outbox')).json() as { collection: { to: string; text: string }[] };
    const tokenOf = (a: Wire, email: string) => tokenFromLink(outbox.collection.find((m) => m.to === email && m.text.includes(`/documents/${a.id}/at/`))!.text, a.id);

    console.log(`\n${label}: ${signers} agreements, ${signers} concurrent signers`);
    for (const who of ['first', 'second']) {
      const guest = new TestClient(app);
      const jobs = agreements.map((a, i) => ({ a, headers: guestHeaders(tokenOf(a, `${who}${i}@bench.test`)) }));
      const latencies: number[] = [];
      const started = performance.now();
      await Promise.all(
        jobs.map(async ({ a, headers }) => {
          // The checksum changes with every signature: read the current one, as a signing page does.
          const current = (await guest.get(`/api/agreements/${a.id}`, { headers })).json() as Wire;
          const t = performance.now();
          const signed = await guest.post(`/api/agreements/${a.id}/sign`, { checksum: current.checksum, sign_method: 0 }, { headers });
          latencies.push(performance.now() - t);
          if (signed.statusCode !== 200) throw fail('sign', signed);
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((x, y) => x - y);
      const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)]!.toFixed(0);
      const round = who === 'first' ? 'first signature (stays pending)' : 'last signature (concludes + seals)';
      console.log(`  ${round.padEnd(36)} ${(signers / seconds).toFixed(1).padStart(7)} signatures/s   p50 ${p(0.5)} ms   p95 ${p(0.95)} ms   wall ${(seconds * 1000).toFixed(0)} ms`);
    }
  } finally {
    await app.close();
  }
}

await onEachDatabase(bench);
