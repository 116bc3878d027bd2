/**
 * Fixtures of the embed end-to-end tests (issue #6): the server and a Chromium whose resolver
 * maps every `*.test` host name to 127.0.0.1, so the examples server is reachable on origins the
 * account does not allow (`http://partner.test:PORT`, `http://evil.test:PORT`) without any
 * network: the names never leave the browser.
 */
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { startServer } from '@inkflow/server';
// @ts-expect-error plain ESM helpers without types
import { build } from '../../scripts/build.mjs';
// @ts-expect-error plain ESM helpers without types
import { chromiumArgs, ensureChromium } from '../../scripts/chromium.mjs';
import { demo, guestLinkFromOutbox, loggedInContext } from './harness.js';

/** The owner's API through one logged-in context (the login endpoint is rate limited). */
export type OwnerApi = Awaited<ReturnType<typeof loggedInContext>>['api'];

export interface EmbedHarness {
  /** Inkflow origin, e.g. http://localhost:41234 */
  url: string;
  /** The examples origin (allowed outside production: localhost), e.g. http://localhost:41235 */
  examplesUrl: string;
  /** The same examples server on an origin the account must allow explicitly. */
  foreignExamplesUrl: (host: string) => string;
  browser: Browser;
  /** The demo owner's API, logged in once for the whole file. */
  owner: OwnerApi;
  /** A published contract with one signatory (standard e-signature unless given); its id and guest token. */
  contract(name: string, email: string, options?: { text?: string; fullname?: string; signMethod?: 0 | 10 }): Promise<{ id: number; token: string }>;
  close(): Promise<void>;
}

/** Builds the stale bundles (loader, embed, react-host), starts server and browser. */
export async function startEmbedHarness(): Promise<EmbedHarness> {
  if (!build({ forceAll: false })) throw new Error('build failed');
  const server = await startServer({ PORT: '0', EXAMPLES_PORT: '0', DEMO_PASSWORD: demo.password, NODE_ENV: 'development', IN_MEMORY: '1' });
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: [...chromiumArgs, '--host-resolver-rules=MAP *.test 127.0.0.1'],
  });
  const examplesPort = new URL(server.examplesUrl!).port;
  const session = await loggedInContext(browser, server.url);
  const owner = session.api;
  const me = await owner.get('/positions/me');
  return {
    url: server.url,
    examplesUrl: server.examplesUrl!,
    foreignExamplesUrl: (host) => `http://${host}:${examplesPort}`,
    browser,
    owner,
    async contract(name, email, options = {}) {
      let agreement = await owner.post('/agreements/', { collection_id: me.collections[0].id, name, state: 0 });
      agreement = await owner.put(`/agreements/${agreement.id}`, {
        checksum: agreement.checksum,
        boxes: [{ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: options.text ?? `${name}: the terms.` }] }] } }],
      });
      await owner.post(`/agreements/${agreement.id}/participants/`, { fullname: options.fullname ?? 'Sam Signer', email, sign_method: options.signMethod ?? 0, type: 1 });
      await owner.post(`/agreements/${agreement.id}/publish`, { subject: `Please sign ${name}`, message: 'Thanks!' });
      const link = await guestLinkFromOutbox(server.url, email);
      return { id: agreement.id as number, token: link.split('/at/')[1]! };
    },
    async close() {
      await session.context.close();
      await browser.close();
      await server.close();
    },
  };
}

/** Replaces the demo account's allowed embed origins. */
export async function setAllowedOrigins(owner: OwnerApi, origins: string[]): Promise<void> {
  const me = await owner.get('/positions/me');
  await owner.put(`/accounts/${me.account.id}/embed_settings`, { allowed_origins: origins });
}

/** The embed iframe's Frame once it has navigated to the Inkflow origin. */
export async function embedFrame(page: Page, inkflowUrl: string, index = 0): Promise<Frame> {
  const origin = new URL(inkflowUrl).origin;
  let frame: Frame | undefined;
  await expectSoon(() => {
    frame = page.frames().filter((f) => f.url().startsWith(`${origin}/embed/`))[index];
    return frame !== undefined;
  });
  return frame!;
}

/** Polls `check` until it is true (10 s at most). */
export async function expectSoon(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The lines of the example page's #events list. */
export async function eventLines(page: Page): Promise<string[]> {
  return page.locator('#events li').allTextContents();
}

/** The count of `message` listeners on the page's window (Chrome DevTools Protocol). */
export async function messageListenerCount(context: BrowserContext, page: Page): Promise<number> {
  const cdp = await context.newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
  await cdp.detach();
  return listeners.filter((l) => l.type === 'message').length;
}
