/**
 * `node --import tsx bench/push.ts` (and part of `npm run bench`): push delivery latency (§7 push channel).
 * With DATABASE_URL and REDIS_URL: two server processes (child processes running startServer)
 * on one fresh PostgreSQL database (dropped afterwards) with the Redis bus; otherwise one
 * in-memory PGlite server with the in-memory bus, printed as such. CLIENTS WebSocket clients
 * (default 500) are split across the servers; the owner posts MESSAGES chat messages (default
 * 20) one after another, and each delivery's time from the start of the POST to its arrival on
 * each client is collected. Prints p50/p95/max ms (target p95 <= 100 ms). When the message
 * routes do not publish yet, it measures agreement.saved after PUT /agreements/:id instead and
 * says so. Figures only: nothing here asserts a time.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { WebSocket } from 'ws';
import { startServer, type ServerEnv } from '@inkflow/server';

const clientCount = Number(process.env.CLIENTS ?? 500);
const messageCount = Number(process.env.MESSAGES ?? 20);
const password = 'bench-password-1234';
const email = 'demo@inkflow.test';

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};

/** A child process's part: start one server from the environment and report its URL. */
async function serveChild(): Promise<void> {
  const server = await startServer({ ...(process.env as ServerEnv), PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', LOG: '0', DEMO_PASSWORD: password });
  process.send!({ url: server.url });
  process.on('message', () => void server.close().then(() => process.exit(0)));
}

/** Starts a server in a child process (this file with PUSH_BENCH_CHILD=1); resolves with its URL. */
function startChild(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, ...env, PUSH_BENCH_CHILD: '1' }, execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve({ url: message.url, child }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

/** A minimal cookie-keeping client of one server's API. */
function apiClient(origin: string) {
  const cookies = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    const xsrf = cookies.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = xsrf;
    const response = await fetch(`${origin}/api${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  return { call, cookies };
}

/** Opens `count` sockets on `origin` with `ticket`; each calls `onEvent` with its frames. */
async function openClients(origin: string, ticket: string, count: number, onEvent: (event: { type: string }) => void): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < count; i += 50) {
    const batch = Array.from({ length: Math.min(50, count - i) }, () => {
      const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/api/push?ticket=${encodeURIComponent(ticket)}`);
      socket.on('message', (data: Buffer) => onEvent(JSON.parse(data.toString('utf8')) as { type: string }));
      sockets.push(socket);
      return new Promise<void>((resolve, reject) => {
        socket.on('open', () => resolve());
        socket.on('error', reject);
      });
    });
    await Promise.all(batch);
  }
  return sockets;
}

/** Runs the bench (see the module comment). */
async function main(): Promise<void> {
  const baseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  const twoProcesses = Boolean(baseUrl && redisUrl);
  const origins: string[] = [];
  const stops: (() => Promise<void>)[] = [];
  let dropDatabase: (() => Promise<void>) | undefined;
  if (twoProcesses) {
    const name = `inkflow_bench_push_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    for (let i = 0; i < 2; i++) {
      const { url: origin, child } = await startChild({ DATABASE_URL: url.toString(), REDIS_URL: redisUrl! });
      origins.push(origin);
      stops.push(
        () =>
          new Promise((resolve) => {
            child.once('exit', () => resolve());
            child.send('stop');
          }),
      );
    }
  } else {
    const server = await startServer({ PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', IN_MEMORY: '1', LOG: '0', DEMO_PASSWORD: password });
    origins.push(server.url);
    stops.push(() => server.close());
  }
  const setup = twoProcesses ? '2 server processes, PostgreSQL + Redis bus' : '1 process, PGlite + in-memory bus (set DATABASE_URL and REDIS_URL for 2 processes)';

  const sockets: WebSocket[] = [];
  try {
    const owner = apiClient(origins[0]!);
    await owner.call('GET', '/ping');
    await owner.call('POST', '/positions/login', { email, password });
    const me = (await owner.call('GET', '/positions/me')) as { collections: { id: number }[] };
    let agreement = (await owner.call('POST', '/agreements/', { collection_id: me.collections[0]!.id, name: 'Push bench' })) as { id: number; checksum: string };
    const { ticket } = (await owner.call('POST', '/push/auth', { agreement_id: agreement.id })) as { ticket: string };

    // Posts are sequential and each round waits for every delivery, so an event of the measured
    // type that arrives during a round is that round's.
    let round: { type: string; arrivals: number[] } | undefined;
    const onEvent = (event: { type: string }) => {
      if (round && event.type === round.type) round.arrivals.push(performance.now());
    };
    const perServer = Math.ceil(clientCount / origins.length);
    for (const [index, origin] of origins.entries()) {
      sockets.push(...(await openClients(origin, ticket, Math.min(perServer, clientCount - index * perServer), onEvent)));
    }
    /** Runs `post` and waits up to 5 s for every socket's delivery; answers the latencies and how many were missing. */
    const measure = async (type: string, post: () => Promise<void>) => {
      const current = { type, arrivals: [] as number[] };
      round = current;
      const started = performance.now();
      await post();
      const until = performance.now() + 5000;
      while (current.arrivals.length < sockets.length && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 2));
      round = undefined;
      return { latencies: current.arrivals.map((at) => at - started), missing: sockets.length - current.arrivals.length };
    };

    // Does posting a message publish yet? A probe decides what is measured.
    const probe = await measure('message.created', async () => {
      await owner.call('POST', `/agreements/${agreement.id}/messages/`, { type: 2, body: 'probe' });
    });
    const messagesPublish = probe.latencies.length > 0;

    const latencies: number[] = [];
    let lost = 0;
    for (let i = 0; i < messageCount; i++) {
      const result = messagesPublish
        ? await measure('message.created', async () => {
            await owner.call('POST', `/agreements/${agreement.id}/messages/`, { type: 2, body: `bench ${i}` });
          })
        : await measure('agreement.saved', async () => {
            agreement = (await owner.call('PUT', `/agreements/${agreement.id}`, { checksum: agreement.checksum, name: `Push bench ${i}` })) as typeof agreement;
          });
      latencies.push(...result.latencies);
      lost += result.missing;
    }
    const what = messagesPublish ? 'POST message -> message.created' : 'PUT agreement -> agreement.saved (message routes do not publish yet)';
    console.log(`push (${setup}): ${sockets.length} clients, ${messageCount} posts, ${what}`);
    console.log(
      `push delivery: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms over ${latencies.length} deliveries${lost ? `, ${lost} not delivered within 5 s` : ''} (target p95 <= 100 ms)`,
    );
  } finally {
    for (const socket of sockets) socket.terminate();
    for (const stop of stops) await stop();
    await dropDatabase?.();
  }
}

/** Runs the push bench (the module comment); used by bench/run.ts. */
export async function benchPush(): Promise<void> {
  await main();
}

if (process.env.PUSH_BENCH_CHILD === '1') await serveChild();
else if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
