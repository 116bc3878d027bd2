/**
 * `npm run bench:pdf-bomb`: how fast /api/ping answers while PDF bombs are being uploaded (issue:
 * "PDF bombs freeze the server"). Starts the server (in-memory database, default PDF limits), logs
 * in as the demo user, and uploads, one after another, PDFs made in code: an object stream of
 * zeros inflating to 2 GiB (2 MB on the wire), the same compressed twice, and a page tree of
 * 100,000 pages. Meanwhile a loop pings /api/ping over loopback, one request at a time, until the
 * uploads are answered (at most MAX_PINGS). Prints p50/p99/max ms of the pings before and during
 * the uploads, and each upload's answer and time. Figures only: nothing here asserts a time.
 */
import { deflateSync } from 'node:zlib';
import { startServer } from '@inkflow/server';
import { assemblePdf, manyPagesPdf, objectStreamBomb, streamObject, zerosZlib } from '../packages/server/test/helpers/pdfSamples.js';

const maxPings = Number(process.env.MAX_PINGS ?? 50_000);
const gib = 1024 * 1024 * 1024;

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const show = (xs: number[]) =>
  `${xs.length} pings: p50 ${percentile(xs, 50).toFixed(1)} ms, p99 ${percentile(xs, 99).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;

const bombs: { name: string; bytes: Buffer }[] = [
  { name: 'object stream of zeros inflating to 2 GiB', bytes: objectStreamBomb(2 * gib) },
  {
    name: 'stream compressed twice, inflating to 2 GiB',
    bytes: assemblePdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>', streamObject('/Filter [/FlateDecode /FlateDecode]', deflateSync(zerosZlib(2 * gib)))]),
  },
  { name: 'page tree of 100,000 pages', bytes: manyPagesPdf(100_000) },
];

const server = await startServer({ PORT: '0', EXAMPLES_PORT: '0', NODE_ENV: 'test', IN_MEMORY: '1', DEMO_PASSWORD: 'bench-password-1234', LOG: '0' });
try {
  const api = `${server.url}/api`;
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      cookies.set(name!, value ?? '');
    }
    return response;
  };
  const headers = () => ({ cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '' });
  remember(await fetch(`${api}/ping`));
  const login = remember(
    await fetch(`${api}/positions/login`, {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@inkflow.test', password: 'bench-password-1234' }),
    }),
  );
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);

  const ping = async () => {
    const start = performance.now();
    const response = await fetch(`${api}/ping`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`ping: ${response.status}`);
    return performance.now() - start;
  };

  const before: number[] = [];
  for (let i = 0; i < 500; i++) before.push(await ping());
  console.log(`/api/ping with no upload: ${show(before)}`);

  let uploading = true;
  const during: number[] = [];
  const pinging = (async () => {
    while (uploading && during.length < maxPings) during.push(await ping());
  })();
  const started = performance.now();
  for (const bomb of bombs) {
    const form = new FormData();
    form.set('asset_type', 'pdf');
    form.set('file', new Blob([new Uint8Array(bomb.bytes)], { type: 'application/pdf' }), 'bomb.pdf');
    const t0 = performance.now();
    const response = await fetch(`${api}/assets/`, { method: 'POST', headers: headers(), body: form });
    const body = (await response.json()) as { api_error_code?: string | number; message?: string };
    console.log(
      `upload: ${bomb.name} (${(bomb.bytes.length / 1024).toFixed(0)} KiB): ${response.status} ${body.api_error_code ?? ''} "${body.message ?? ''}" after ${(performance.now() - t0).toFixed(0)} ms`,
    );
  }
  uploading = false;
  await pinging;
  console.log(`/api/ping during the uploads (${((performance.now() - started) / 1000).toFixed(1)} s): ${show(during)}`);
  const memory = process.memoryUsage();
  console.log(`server process memory after: rss ${(memory.rss / 1024 / 1024).toFixed(0)} MiB, heap ${(memory.heapUsed / 1024 / 1024).toFixed(0)} MiB`);
} finally {
  await server.close();
}
