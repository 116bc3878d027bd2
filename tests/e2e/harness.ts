/**
 * End-to-end harness: the real server (in-process, on a free port, with a fresh in-memory
 * PGlite) and Debian's Chromium driven by playwright-core. The browser bundles must be built
 * (`npm test` builds the stale ones first; this harness builds them when missing).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Frame, type FrameLocator, type Page } from 'playwright-core';
import { startServer } from '@inkflow/server';
// @ts-expect-error plain ESM helper without types
import { chromiumArgs, ensureChromium } from '../../scripts/chromium.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Harness {
  /** Inkflow origin, e.g. http://localhost:41234 */
  url: string;
  /** The partner-site origin (a second port), e.g. http://localhost:41235 */
  examplesUrl: string;
  browser: Browser;
  close(): Promise<void>;
}

export const demo = { email: 'demo@inkflow.test', password: 'inkflow-e2e-password' };

/** Starts server and browser. Call `close()` in afterAll. `env` adds server settings (e.g. SMTP_URL). */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  if (!existsSync(`${root}packages/app/dist/index.html`) || !existsSync(`${root}packages/embed/dist/embed.js`)) {
    const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('build failed');
  }
  const server = await startServer({ PORT: '0', EXAMPLES_PORT: '0', DEMO_PASSWORD: demo.password, NODE_ENV: 'development', IN_MEMORY: '1', ...env });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  return {
    url: server.url,
    examplesUrl: server.examplesUrl!,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** Collects uncaught page errors and console errors so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** Logs in as the demo user through the two-step login form. Ends on /contracts. */
export async function logInThroughUi(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByRole('heading', { name: 'Log in to your account' }).waitFor();
  await page.getByLabel('Email').fill(demo.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${url}/contracts`);
}

/**
 * The owner's API through the browser context's cookies (session + anti-forgery token), for
 * setting up a test faster than through the UI.
 */
export async function ownerApi(context: BrowserContext, url: string) {
  const xsrf = async () => (await context.cookies(url)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const send = async (method: 'POST' | 'PUT', path: string, data: unknown) => {
    const response = await context.request.fetch(`${url}/api${path}`, { method, data, headers: { 'X-XSRF-TOKEN': await xsrf() } });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  return {
    get: async (path: string) => (await context.request.get(`${url}/api${path}`)).json(),
    post: (path: string, data: unknown) => send('POST', path, data),
    put: (path: string, data: unknown) => send('PUT', path, data),
  };
}

/** Logs in through the API in a fresh context and returns the owner API. */
export async function loggedInContext(browser: Browser, url: string) {
  const context = await browser.newContext();
  await context.request.get(`${url}/api/ping`);
  const api = await ownerApi(context, url);
  await api.post('/positions/login', { email: demo.email, password: demo.password, persistent: false });
  return { context, api };
}

/** Creates, fills and publishes a contract with one signatory; returns its id and guest link. */
export async function publishedContract(
  browser: Browser,
  url: string,
  options: { name: string; text: string; signer: { fullname: string; email: string; sign_method: 0 | 10 } },
): Promise<{ id: number; guestLink: string; token: string }> {
  const { context, api } = await loggedInContext(browser, url);
  const me = await api.get('/positions/me');
  let agreement = await api.post('/agreements/', { collection_id: me.collections[0].id, name: options.name, state: 0 });
  agreement = await api.put(`/agreements/${agreement.id}`, {
    checksum: agreement.checksum,
    boxes: [{ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: options.text }] }] } }],
  });
  await api.post(`/agreements/${agreement.id}/participants/`, { ...options.signer, type: 1 });
  await api.post(`/agreements/${agreement.id}/publish`, { subject: `Please sign ${options.name}`, message: 'Thanks!' });
  const guestLink = await guestLinkFromOutbox(url, options.signer.email);
  await context.close();
  const token = guestLink.split('/at/')[1]!;
  return { id: agreement.id, guestLink, token };
}

/** The newest guest link `{origin}/documents/{id}/at/{token}` emailed to `email`. */
export async function guestLinkFromOutbox(url: string, email: string): Promise<string> {
  const outbox = (await (await fetch(`${url}/api/dev/outbox`)).json()) as { collection: { to: string; text: string }[] };
  const mail = outbox.collection.find((m) => m.to.includes(email));
  if (!mail) throw new Error(`no email to ${email}`);
  const link = /https?:\/\/[^\s"<>]+\/documents\/\d+\/at\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no guest link in: ${mail.text}`);
  return link;
}

/** Draws a signature-like stroke across a canvas. */
export async function drawOn(page: Page, selector: ReturnType<Page['locator']>): Promise<void> {
  const box = await selector.boundingBox();
  if (!box) throw new Error('canvas not visible');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 20 + i * ((box.width - 40) / 10), y + (i % 2 ? -20 : 20), { steps: 3 });
  await page.mouse.up();
}

/**
 * Signs in the guest page or the embed's frame: waits for Sign, ticks the standard
 * e-signature's explicit confirmation when the page asks for it, and clicks Sign (for a
 * handwritten signer that opens the signature dialog). `localeFolder`: the language the view
 * shows (its texts are read from core's locale files).
 */
export async function clickSign(view: Page | Frame | FrameLocator, localeFolder = 'en'): Promise<void> {
  const texts = JSON.parse(readFileSync(new URL(`../../packages/core/src/i18n/locales/${localeFolder}/sign.json`, import.meta.url), 'utf8')) as { signButton: string; guest: { consent: string } };
  const sign = view.getByRole('button', { name: texts.signButton, exact: true });
  await sign.waitFor();
  const consent = view.getByRole('checkbox', { name: texts.guest.consent });
  if ((await consent.count()) > 0) await consent.check();
  await sign.click();
}
