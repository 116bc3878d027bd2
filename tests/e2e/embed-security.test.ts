/**
 * Issue #6, the security model in a real browser (Chromium, cross-origin):
 * - a parent origin the account does not allow gets no event and no document data, then works
 *   once the account allows it;
 * - messages from a foreign origin are ignored on both sides (a page on a third origin, framed
 *   by the partner page, forges an event to the host and a command to the Inkflow iframe);
 * - a reloaded iframe handshakes again, and commands work after it;
 * - two widgets on one page do not cross-talk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { embedFrame, eventLines, expectSoon, setAllowedOrigins, startEmbedHarness, type EmbedHarness } from './embed-fixtures.js';
import { clickSign } from './harness.js';

let h: EmbedHarness;
beforeAll(async () => {
  h = await startEmbedHarness();
});
afterAll(async () => {
  await h?.close();
});

const contract = (name: string, email: string) => h.contract(name, email);

/** Every API response the Inkflow iframe received, by path. */
function watchApi(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${response.status()} ${url.pathname}`);
  });
  return seen;
}

describe('a parent origin the account does not allow', () => {
  it('gets no event and no document data; allowed, the same page works', async () => {
    const { id, token } = await contract('Foreign parent', 'foreign@example.com');
    const partner = h.foreignExamplesUrl('partner.test');
    await setAllowedOrigins(h.owner, ['https://somewhere-else.example']);

    const context = await h.browser.newContext();
    const page = await context.newPage();
    const api = watchApi(page);
    await page.goto(`${partner}/partner-site/?document=${id}&token=${token}`);
    await page.locator('iframe').waitFor();
    // Give the iframe every chance to load, handshake and report.
    await page.waitForTimeout(2500);
    expect(await eventLines(page)).toEqual([]);
    expect(api).toEqual([]);
    // The browser refused to render the embed inside this parent (frame-ancestors).
    const frame = page.frames().find((f) => f !== page.mainFrame());
    const text = frame ? await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '') : '';
    expect(text).not.toContain('the terms');
    await context.close();

    await setAllowedOrigins(h.owner, [partner]);
    const allowedContext = await h.browser.newContext();
    const allowedPage = await allowedContext.newPage();
    await allowedPage.goto(`${partner}/partner-site/?document=${id}&token=${token}`);
    await (await embedFrame(allowedPage, h.url)).getByText('Foreign parent: the terms.').waitFor();
    await expectSoon(async () => (await eventLines(allowedPage)).some((l) => l === `ready agreement ${id}`));
    await allowedContext.close();
    await setAllowedOrigins(h.owner, []);
  });

  it('shows the "not allowed" screen and fetches nothing when a page framing it directly acks from a refused origin', async () => {
    // The CSP keeps foreign pages out; behind it the iframe refuses the handshake too. Here the
    // embed page is opened inside a localhost page (allowed by CSP in development) whose policy
    // JSON is replaced on the wire by one that allows nobody, as a production account would.
    const { id, token } = await contract('Refused handshake', 'refused@example.com');
    const context = await h.browser.newContext();
    await context.route(`${h.url}/embed/documents/**`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/("allowDevOrigins":)true/, '$1false');
      await route.fulfill({ response, body });
    });
    const page = await context.newPage();
    const api = watchApi(page);
    await page.goto(`${h.examplesUrl}/partner-site/?document=${id}&token=${token}`);
    const frame = await embedFrame(page, h.url);
    await frame.getByText('This page is not allowed to show this document.').waitFor();
    await page.waitForTimeout(500);
    expect(await eventLines(page)).toEqual([]);
    expect(api).toEqual([]);
    await context.close();
  });
});

describe('foreign messages', () => {
  it('are ignored by the host page and by the Inkflow iframe', async () => {
    const { id, token } = await contract('Forgery target', 'forgery@example.com');
    const context = await h.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${h.examplesUrl}/partner-site/?document=${id}&token=${token}`);
    const frame = await embedFrame(page, h.url);
    await frame.getByText('Forgery target: the terms.').waitFor();
    await expectSoon(async () => (await eventLines(page)).includes(`ready agreement ${id}`));

    // The host page itself posts a well-formed signed event: wrong source window.
    await page.evaluate((agreementId) => {
      window.postMessage({ source: 'inkflow', v: 1, type: 'signed', payload: { agreementId, participantId: 1, state: 4 } }, '*');
    }, id);
    // A page of a third origin, framed by the host, forges an event to the host and commands
    // (ack, theme) to the Inkflow iframe.
    await page.evaluate((src) => {
      const evil = document.createElement('iframe');
      evil.src = src;
      document.body.append(evil);
    }, `${h.foreignExamplesUrl('evil.test')}/partner-site/forge.html?agreement=${id}`);
    const forger = await (async () => {
      let found;
      await expectSoon(() => (found = page.frames().find((f) => f.url().includes('forge.html'))) !== undefined);
      return found!;
    })();
    await expectSoon(async () => (await forger.evaluate(() => document.body.dataset.forged)) === 'true');
    await page.waitForTimeout(500);

    expect((await eventLines(page)).filter((l) => l.startsWith('signed'))).toEqual([]);
    expect(await page.evaluate(() => document.body.dataset.signed)).toBeUndefined();
    expect(await frame.evaluate(() => document.documentElement.style.getPropertyValue('--ink-color-bg'))).toBe('');

    // The real channel still works: a theme from the host is applied and confirmed.
    await page.evaluate(() => (window as unknown as { inkflowHandle: { theme(v: object): Promise<void> } }).inkflowHandle.theme({ '--ink-color-bg': 'rgb(250, 250, 240)' }));
    expect(await frame.evaluate(() => document.documentElement.style.getPropertyValue('--ink-color-bg'))).toBe('rgb(250, 250, 240)');
    await context.close();
  });

  it('refuses a theme with injected CSS, naming the variable, and applies nothing', async () => {
    const { id, token } = await contract('Theme guard', 'theme@example.com');
    const context = await h.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${h.examplesUrl}/partner-site/?document=${id}&token=${token}`);
    const frame = await embedFrame(page, h.url);
    await frame.getByText('Theme guard: the terms.').waitFor();
    const refusal = await page.evaluate(() =>
      (window as unknown as { inkflowHandle: { theme(v: object): Promise<void> } }).inkflowHandle
        .theme({ '--ink-color-primary': '#000', '--ink-color-bg': 'red;} body { background: url(https://evil.example/x.png)' })
        .then(() => 'applied', (e: Error) => e.message),
    );
    expect(refusal).toBe('Inkflow: invalid value for --ink-color-bg');
    expect(await frame.evaluate(() => document.documentElement.getAttribute('style'))).toBeNull();
    await context.close();
  });
});

describe('the handshake', () => {
  it('runs again when the iframe reloads, and commands work afterwards', async () => {
    const { id, token } = await contract('Reloaded', 'reload@example.com');
    const context = await h.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${h.examplesUrl}/partner-site/?document=${id}&token=${token}`);
    let frame = await embedFrame(page, h.url);
    await frame.getByText('Reloaded: the terms.').waitFor();
    await expectSoon(async () => (await eventLines(page)).filter((l) => l === `ready agreement ${id}`).length === 1);

    await frame.evaluate(() => location.reload());
    await expectSoon(async () => (await eventLines(page)).filter((l) => l === `ready agreement ${id}`).length === 2);
    frame = await embedFrame(page, h.url);
    await page.evaluate(() => (window as unknown as { inkflowHandle: { theme(v: object): Promise<void> } }).inkflowHandle.theme({ '--ink-radius': '0px' }));
    expect(await frame.evaluate(() => document.documentElement.style.getPropertyValue('--ink-radius'))).toBe('0px');

    // Signing after the reload still reaches the host.
    await clickSign(frame);
    await expectSoon(async () => (await page.evaluate(() => document.body.dataset.signed)) === 'true');
    await context.close();
  });
});

describe('two widgets on one page', () => {
  it('do not cross-talk', async () => {
    const a = await contract('Widget A', 'widget-a@example.com');
    const b = await contract('Widget B', 'widget-b@example.com');
    const context = await h.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${h.examplesUrl}/partner-site/`);
    await page.waitForFunction(() => (window as unknown as { Inkflow?: { version?: number } }).Inkflow?.version === 1);
    await page.evaluate(
      ({ a, b }) => {
        type Handle = { on(e: string, cb: (p: { agreementId: number; height?: number }) => void): void };
        const w = window as unknown as { Inkflow: { mount(el: Element, o: object): Handle }; seen: string[] };
        w.seen = [];
        for (const [name, doc] of [['A', a], ['B', b]] as const) {
          const el = document.body.appendChild(document.createElement('div'));
          el.id = `widget-${name}`;
          const handle = w.Inkflow.mount(el, { documentId: doc.id, guestToken: doc.token });
          for (const event of ['ready', 'signed']) handle.on(event, (p) => w.seen.push(`${name} ${event} ${p.agreementId}`));
          el.addEventListener('inkflow:signed', (e) => w.seen.push(`${name} dom-signed ${(e as CustomEvent<{ agreementId: number }>).detail.agreementId}`));
        }
      },
      { a: { id: a.id, token: a.token }, b: { id: b.id, token: b.token } },
    );
    const seen = () => page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    await expectSoon(async () => (await seen()).length === 2);
    expect((await seen()).sort()).toEqual([`A ready ${a.id}`, `B ready ${b.id}`]);

    const frameA = page.frameLocator('#widget-A iframe');
    await clickSign(frameA);
    await frameA.getByText(/The contract is signed by everyone|Thanks, you signed/).waitFor();
    await expectSoon(async () => (await seen()).length === 4);
    await page.waitForTimeout(300);
    expect(await seen()).toEqual([expect.any(String), expect.any(String), `A signed ${a.id}`, `A dom-signed ${a.id}`]);
    // B is still unsigned and signable.
    await page.frameLocator('#widget-B iframe').getByRole('button', { name: 'Sign' }).waitFor();
    await context.close();
  });
});
