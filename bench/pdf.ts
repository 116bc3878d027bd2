/**
 * `npm run bench:pdf`: milliseconds from opening a 200-page PDF box to its first page painted
 * (§3 Box type 3, issue #4). A contract made from an uploaded 200-page PDF (`from_pdf`) is sent
 * to a signatory; each run opens the guest link in a fresh browser context (cold cache) in
 * headless Chromium and reads the section's `data-first-page-painted` (performance.now() at
 * the paint, so from navigation start). The same for the owner's editor. One warm-up, then the
 * median of RUNS (7). Figures only: nothing here asserts a time.
 */
import { chromium, type Browser } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { startServer } from '@inkflow/server';
// @ts-expect-error plain ESM helpers without types
import { build } from '../scripts/build.mjs';
// @ts-expect-error plain ESM helpers without types
import { chromiumArgs, ensureChromium } from '../scripts/chromium.mjs';

const runs = Number(process.env.RUNS ?? 7);
const pages = 200;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function makePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const line = 'The Supplier shall deliver the Services with due care, skill and diligence.';
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Page ${i}`, { x: 60, y: 760, size: 24, font });
    for (let l = 0; l < 40; l++) page.drawText(line, { x: 60, y: 720 - l * 16, size: 10, font });
  }
  return Buffer.from(await doc.save());
}

/** Opens `url` in a fresh context (storage `state`) RUNS + 1 times; the ms of each but the first. */
async function firstPaint(browser: Browser, url: string, state?: Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const context = await browser.newContext(state ? { storageState: state } : {});
    const page = await context.newPage();
    await page.goto(url);
    const section = page.locator('.ink-pdf[data-first-page-painted]');
    await section.waitFor({ state: 'attached', timeout: 60_000 }).catch(async (error: unknown) => {
      throw new Error(`run ${i} of ${url}: no page painted; the page says: ${(await page.locator('body').innerText()).slice(0, 300)}`, { cause: error });
    });
    const ms = Number(await section.getAttribute('data-first-page-painted'));
    if (i > 0) times.push(ms);
    await context.close();
  }
  return times;
}

if (!build({ forceAll: false })) process.exit(1);
const bytes = await makePdf();
const server = await startServer({ PORT: '0', EXAMPLES_PORT: '0', NODE_ENV: 'development', IN_MEMORY: '1', DEMO_PASSWORD: 'bench-password-1234' });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
try {
  const owner = await browser.newContext();
  await owner.request.get(`${server.url}/api/ping`);
  const headers = async () => ({ 'X-XSRF-TOKEN': (await owner.cookies(server.url)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '' });
  const post = async (path: string, data: unknown) => {
    const response = await owner.request.post(`${server.url}/api${path}`, { data, headers: await headers() });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  await post('/positions/login', { email: 'demo@inkflow.test', password: 'bench-password-1234' });
  const me = await (await owner.request.get(`${server.url}/api/positions/me`)).json();
  const uploaded = await owner.request.post(`${server.url}/api/assets/`, {
    headers: await headers(),
    multipart: { asset_type: 'pdf', file: { name: 'Bench 200 pages.pdf', mimeType: 'application/pdf', buffer: bytes } },
  });
  if (uploaded.status() !== 201) throw new Error(`upload: ${uploaded.status()} ${await uploaded.text()}`);
  const agreement = await post('/agreements/', { collection_id: me.collections[0].id, from_pdf: (await uploaded.json()).id });
  const editorUrl = `${server.url}/documents/${agreement.id}`;
  const ownerState = await owner.storageState();
  const editor = await firstPaint(browser, editorUrl, ownerState);

  await post(`/agreements/${agreement.id}/participants/`, { fullname: 'Bench Reader', email: 'reader@example.com', sign_method: 0, type: 1 });
  await post(`/agreements/${agreement.id}/publish`, { subject: 'Bench', message: '' });
  const outbox = await (await fetch(`${server.url}/api/dev/outbox`)).json();
  const link = /https?:\/\/[^\s"<>]+\/documents\/\d+\/at\/[A-Za-z0-9_-]+/.exec(outbox.collection[0].text)![0];
  const guest = await firstPaint(browser, link);

  const show = (xs: number[]) => `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)}) of ${xs.length}`;
  console.log(`PDF: ${pages} pages, ${(bytes.length / 1024).toFixed(0)} KiB`);
  console.log(`ms from opening a ${pages}-page PDF box to its first page painted, guest link (cold cache): ${show(guest)}`);
  console.log(`ms from opening a ${pages}-page PDF box to its first page painted, owner's editor (cold cache): ${show(editor)}`);
} finally {
  await browser.close();
  await server.close();
}
