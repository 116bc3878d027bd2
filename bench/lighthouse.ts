/**
 * Lighthouse (12.8.2) accessibility and best-practices scores of four screens: login, dashboard,
 * document page (signed in) and guest page. It starts its own server (in-memory database), makes
 * a sent contract, and runs Lighthouse in Debian's Chromium (chrome-launcher with the headless
 * flags of scripts/chromium.mjs). Offline: no throttling simulation, background networking off,
 * and every host but the local server unresolvable (`--host-resolver-rules`). The signed-in pages get the session cookie
 * in the browser's cookie jar (see `scores`). Figures only: nothing asserts a score.
 *
 * Run alone with `node --import tsx bench/lighthouse.ts`; `npm run bench` calls it last.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { startServer } from '@inkflow/server';
// @ts-expect-error plain ESM helper without types
import { chromiumArgs, ensureChromium } from '../scripts/chromium.mjs';

const password = 'lighthouse-bench-password';

/** Offline: every host but the local server fails to resolve, so nothing outside is fetched. */
const offlineFlag = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

/** One measured screen: its name, URL and whether it needs the owner's session. */
interface Target {
  name: string;
  url: string;
  signedIn: boolean;
}

/** Logs in as the demo owner through the API; returns the Cookie header (session + anti-forgery) and a JSON caller. */
async function ownerSession(origin: string) {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  remember(await fetch(`${origin}/api/ping`));
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${origin}/api${path}`, {
      method,
      headers: { cookie: cookie(), 'content-type': 'application/json', 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    remember(response);
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  await call('POST', '/positions/login', { email: 'demo@inkflow.test', password, persistent: false });
  return { cookie, call, cookies: () => [...jar].filter(([, v]) => v !== '').map(([name, value]) => ({ name, value })) };
}

/**
 * The accessibility and best-practices scores (0–100) of one page. A signed-in target keeps the
 * session cookie set in the browser (no storage reset): Chromium replaces an `extraHeaders`
 * Cookie by its own jar as soon as the page has set a cookie, so the header alone logs out.
 */
async function scores(page: Page, target: Target, origin: string, cookies: { name: string; value: string }[]) {
  if (target.signedIn) await page.browser().setCookie(...cookies.map((c) => ({ ...c, domain: new URL(origin).hostname, path: '/' })));
  const result = await lighthouse(
    target.url,
    {
      disableStorageReset: target.signedIn,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['accessibility', 'best-practices'],
      formFactor: 'desktop',
      screenEmulation: { mobile: false, width: 1280, height: 800, deviceScaleFactor: 1, disabled: false },
      throttlingMethod: 'provided',
      throttling: { rttMs: 0, throughputKbps: 0, cpuSlowdownMultiplier: 1, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 },
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`no Lighthouse result for ${target.name}`);
  const { categories, finalDisplayedUrl, audits } = result.lhr;
  if (!finalDisplayedUrl.startsWith(origin)) throw new Error(`${target.name} left the server: ${finalDisplayedUrl}`);
  const percent = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  // The audits that cost points, so a score below 100 says why.
  const failing = Object.values(categories)
    .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => audits[r.id]!))
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => a.id);
  return { accessibility: percent('accessibility'), bestPractices: percent('best-practices'), finalUrl: finalDisplayedUrl, failing };
}

/** Starts a server and Chromium, measures the four screens and prints one line per screen. */
export async function benchLighthouse(): Promise<void> {
  const server = await startServer({ PORT: '0', EXAMPLES_PORT: '0', NODE_ENV: 'development', IN_MEMORY: '1', DEMO_PASSWORD: password });
  const chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: [...(chromiumArgs as string[]), offlineFlag], logLevel: 'error' });
  try {
    const owner = await ownerSession(server.url);
    const me = await owner.call('GET', '/positions/me');
    const created = await owner.call('POST', '/agreements/', { collection_id: me.collections[0].id, name: 'Lighthouse lease', state: 0 });
    await owner.call('PUT', `/agreements/${created.id}`, {
      checksum: created.checksum,
      boxes: [{ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'The landlord lets the office to the tenant. '.repeat(20) }] }] } }],
    });
    await owner.call('POST', `/agreements/${created.id}/participants/`, { fullname: 'Lena Lighthouse', email: 'lena@example.com', sign_method: 0, type: 1 });
    await owner.call('POST', `/agreements/${created.id}/publish`, { subject: 'Please sign', message: '' });
    const outbox = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as { collection: { to: string; text: string }[] };
    const guestPath = /\/documents\/\d+\/at\/[A-Za-z0-9_-]+/.exec(outbox.collection.find((m) => m.to.includes('lena@example.com'))?.text ?? '')?.[0];
    if (!guestPath) throw new Error('no guest link in the outbox');

    const targets: Target[] = [
      { name: 'login', url: `${server.url}/login`, signedIn: false },
      { name: 'dashboard', url: `${server.url}/contracts`, signedIn: true },
      { name: 'document page', url: `${server.url}/documents/${created.id}`, signedIn: true },
      { name: 'guest page', url: `${server.url}${guestPath}`, signedIn: false },
    ];
    console.log('Lighthouse 12.8.2, desktop 1280x800, no throttling (scores 0-100):');
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    for (const target of targets) {
      const s = await scores(page, target, server.url, owner.cookies());
      console.log(`  ${target.name.padEnd(14)} accessibility ${String(s.accessibility).padStart(3)}  best practices ${String(s.bestPractices).padStart(3)}  (${new URL(s.finalUrl).pathname})${s.failing.length ? `  failing: ${s.failing.join(', ')}` : ''}`);
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLighthouse();
