/**
 * `npm run bench`: prints the figures the embed budgets track (issue #2, #6):
 * - gzip bytes of /embed/loader.js (budget 1.5 KB)
 * - gzip bytes of the embed page's initial JavaScript (budget 50 KB)
 * - median ms of 20 runs from `Inkflow.mount()` to `ready` in headless Chromium, beside the
 *   median load time of a blank iframe page from the same server, and their ratio.
 * - requests/s of GET /api/agreements/{id} beside a bare Fastify route doing 3 selects, their
 *   ratio and the SQL statements of one GET, on PGlite and PostgreSQL (agreementReads.ts).
 * - p50/p95 ms from posting to delivery on 500 push WebSocket clients across 2 server processes
 *   (PostgreSQL + Redis; else 1 PGlite process), target p95 <= 100 ms (push.ts).
 * - Lighthouse accessibility and best-practices scores of login, dashboard, document page and
 *   guest page (lighthouse.ts), offline in Debian's Chromium.
 * Figures only: nothing here asserts a time or a score.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '@inkflow/server';
import { benchAgreementReads } from './agreementReads.js';
import { benchLighthouse } from './lighthouse.js';
import { benchPush } from './push.js';
// @ts-expect-error plain ESM helpers without types
import { build } from '../scripts/build.mjs';
// @ts-expect-error plain ESM helpers without types
import { chromiumArgs, ensureChromium } from '../scripts/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = 20;

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The entry file plus every chunk it imports statically, transitively. */
function initialChunks(entry: string, seen = new Set<string>()): Set<string> {
  seen.add(entry);
  const code = readFileSync(entry, 'utf8');
  for (const m of code.matchAll(/(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g)) {
    const file = join(dirname(entry), m[1]!);
    if (!seen.has(file)) initialChunks(file, seen);
  }
  return seen;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

if (!build({ forceAll: false })) process.exit(1);
const loaderGzip = gzipBytes(`${root}packages/loader/dist/loader.js`);
const chunks = initialChunks(`${root}packages/embed/dist/embed.js`);
const embedGzip = [...chunks].reduce((sum, f) => sum + gzipBytes(f), 0);

const server = await startServer({ PORT: '0', EXAMPLES_PORT: '0', NODE_ENV: 'development', IN_MEMORY: '1', DEMO_PASSWORD: 'bench-password-1234' });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
try {
  const context = await browser.newContext();
  await context.request.get(`${server.url}/api/ping`);
  const xsrf = async () => (await context.cookies(server.url)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const post = async (path: string, data: unknown) =>
    (await context.request.post(`${server.url}/api${path}`, { data, headers: { 'X-XSRF-TOKEN': await xsrf() } })).json();
  await post('/positions/login', { email: 'demo@inkflow.test', password: 'bench-password-1234' });
  const me = await (await context.request.get(`${server.url}/api/positions/me`)).json();
  const created = await post('/agreements/', { collection_id: me.collections[0].id, name: 'Bench contract', state: 0 });
  const saved = await (
    await context.request.put(`${server.url}/api/agreements/${created.id}`, {
      data: { checksum: created.checksum, boxes: [{ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'Benchmark text. '.repeat(40) }] }] } }] },
      headers: { 'X-XSRF-TOKEN': await xsrf() },
    })
  ).json();
  await post(`/agreements/${saved.id}/participants/`, { fullname: 'Bench Signer', email: 'bench@example.com', sign_method: 0, type: 1 });
  await post(`/agreements/${saved.id}/publish`, { subject: 'Bench', message: '' });
  const outbox = await (await fetch(`${server.url}/api/dev/outbox`)).json();
  const token = /\/at\/([A-Za-z0-9_-]+)/.exec(outbox.collection[0].text)![1]!;

  const page = await context.newPage();
  await page.goto(`${server.examplesUrl}/partner-site/`);
  // The partner page uses the snippet: window.Inkflow is the queue until the loader replaced it.
  await page.waitForFunction(() => (window as unknown as { Inkflow?: { version?: number } }).Inkflow?.version === 1);

  const mountToReady: number[] = [];
  const blankLoad: number[] = [];
  for (let i = 0; i < runs; i++) {
    mountToReady.push(
      await page.evaluate(
        ({ id, token }) =>
          new Promise<number>((resolve, reject) => {
            const el = document.createElement('div');
            document.body.append(el);
            const t0 = performance.now();
            const w = window as unknown as { Inkflow: { mount: (e: Element, o: object) => { on: (n: string, cb: () => void) => void; destroy: () => void } } };
            const handle = w.Inkflow.mount(el, { documentId: id, guestToken: token });
            const timer = setTimeout(() => reject(new Error('no ready within 15 s')), 15_000);
            handle.on('ready', () => {
              clearTimeout(timer);
              const ms = performance.now() - t0;
              handle.destroy();
              el.remove();
              resolve(ms);
            });
          }),
        { id: saved.id as number, token },
      ),
    );
    blankLoad.push(
      await page.evaluate(
        (src) =>
          new Promise<number>((resolve) => {
            const iframe = document.createElement('iframe');
            const t0 = performance.now();
            iframe.onload = () => {
              const ms = performance.now() - t0;
              iframe.remove();
              resolve(ms);
            };
            iframe.src = `${src}?r=${Math.random()}`;
            document.body.append(iframe);
          }),
        `${server.url}/examples/bench/blank.html`,
      ),
    );
  }
  const ready = median(mountToReady);
  const blank = median(blankLoad);
  console.log(`loader.js gzip: ${loaderGzip} bytes (budget 1536)`);
  console.log(`embed initial JS gzip: ${embedGzip} bytes in ${chunks.size} file(s) (budget 51200)`);
  console.log(`mount() -> ready: median ${ready.toFixed(1)} ms of ${runs}`);
  console.log(`blank iframe page load: median ${blank.toFixed(1)} ms of ${runs}`);
  console.log(`ratio mount->ready / blank iframe: ${(ready / blank).toFixed(2)}`);
} finally {
  await browser.close();
  await server.close();
}

await benchAgreementReads();

await benchPush();

await benchLighthouse();
