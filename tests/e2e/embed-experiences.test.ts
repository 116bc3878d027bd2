/**
 * Issue #6 "Embedded experiences" in Chromium, on the partner site (another origin): the error
 * screens of §2 inside the iframe with the `error` event, the language option and command,
 * preview mode, a 320 px wide phone, signing with the keyboard alone, auto-resize that also
 * shrinks, and auto-mount from data attributes with DOM events.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { loggedInContext, clickSign } from './harness.js';
import { embedFrame, eventLines, expectSoon, startEmbedHarness, type EmbedHarness } from './embed-fixtures.js';

let h: EmbedHarness;
beforeAll(async () => {
  h = await startEmbedHarness();
});
afterAll(async () => {
  await h?.close();
});

const contract = (name: string, email: string) => h.contract(name, email, { fullname: 'Kim Keyboard' });

const handle = `window.inkflowHandle`;

async function partnerPage(query: string, options: BrowserContextOptions = {}) {
  const context = await h.browser.newContext(options);
  const page = await context.newPage();
  await page.goto(`${h.examplesUrl}/partner-site/?${query}`);
  return { context, page, frame: await embedFrame(page, h.url) };
}

describe('error screens inside the iframe', () => {
  it('403 for a token that does not open the document, with the error event', async () => {
    const { id } = await contract('Wrong token', 'wrong@example.com');
    const { context, page, frame } = await partnerPage(`document=${id}&token=not-the-token`);
    await frame.getByRole('heading', { name: 'Sorry' }).waitFor();
    await frame.getByText('Access denied').waitFor();
    await expectSoon(async () => (await eventLines(page)).some((l) => l.startsWith('error 99 ')));
    await context.close();
  });

  it('404 for a URL that is no document', async () => {
    const { context, page, frame } = await partnerPage('document=not-a-number&token=x');
    await frame.getByRole('heading', { name: 'Oh no' }).waitFor();
    await expectSoon(async () => (await eventLines(page)).includes('error 404 The document is not here.'));
    await context.close();
  });

  it('the locked document (4999) and the load failure', async () => {
    const { id, token } = await contract('Locked', 'locked@example.com');
    const locked = await h.browser.newContext();
    await locked.route(`${h.url}/api/agreements/${id}`, (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ status_code: 403, api_error_code: 4999, message: 'Document is locked' }) }),
    );
    const page = await locked.newPage();
    await page.goto(`${h.examplesUrl}/partner-site/?document=${id}&token=${token}`);
    const frame = await embedFrame(page, h.url);
    await frame.getByRole('heading', { name: 'Report suspicious activity' }).waitFor();
    await expectSoon(async () => (await eventLines(page)).some((l) => l.startsWith('error 4999 ')));
    await locked.close();

    const offline = await h.browser.newContext();
    await offline.route(`${h.url}/api/agreements/${id}`, (route) => route.abort('internetdisconnected'));
    const page2 = await offline.newPage();
    await page2.goto(`${h.examplesUrl}/partner-site/?document=${id}&token=${token}`);
    const frame2 = await embedFrame(page2, h.url);
    await frame2.getByRole('heading', { name: 'An error occurred while loading' }).waitFor();
    await expectSoon(async () => (await eventLines(page2)).some((l) => l.startsWith('error NETWORK_ERROR ')));
    await offline.close();
  });
});

describe('language', () => {
  it('comes from the option, else the browser, and changes on command', async () => {
    const { id, token } = await contract('Languages', 'lang@example.com');
    const { context, page, frame } = await partnerPage(`document=${id}&token=${token}&language=sv`);
    await frame.getByText('Languages: the terms.').waitFor();
    expect(await frame.evaluate(() => document.documentElement.lang)).toBe('sv');
    await page.evaluate(`${handle}.setLanguage('de')`);
    expect(await frame.evaluate(() => document.documentElement.lang)).toBe('de');
    const refused = await page.evaluate(`${handle}.setLanguage('xx').then(() => 'ok', (e) => e.message)`);
    expect(refused).toBe('Inkflow: unsupported language: xx');
    await context.close();

    const browserLanguage = await partnerPage(`document=${id}&token=${token}`, { locale: 'fi-FI' });
    await browserLanguage.frame.getByText('Languages: the terms.').waitFor();
    expect(await browserLanguage.frame.evaluate(() => document.documentElement.lang)).toBe('fi');
    await browserLanguage.context.close();
  });
});

describe('preview mode', () => {
  it('shows the 403 screen in a partner iframe (no session), and the read-only preview to the signed-in owner', async () => {
    const { id } = await contract('Preview me', 'preview@example.com');
    const { context, page, frame } = await partnerPage(`document=${id}&token=preview`);
    await frame.getByRole('heading', { name: 'Sorry' }).waitFor();
    await expectSoon(async () => (await eventLines(page)).some((l) => l.startsWith('error 99 ')));
    expect(await frame.evaluate(() => document.body.innerText)).not.toContain('the terms');
    await context.close();

    const owner = await loggedInContext(h.browser, h.url);
    const ownerPage = await owner.context.newPage();
    await ownerPage.goto(`${h.url}/embed/documents/${id}/at/preview`);
    await ownerPage.getByText('Preview me: the terms.').waitFor();
    await ownerPage.getByText('This is how participants will see the contract.', { exact: false }).waitFor();
    expect(await ownerPage.getByRole('button', { name: 'Sign' }).count()).toBe(0);
    await owner.context.close();
  });
});

describe('on a phone and with the keyboard', () => {
  it('fits 320 px without horizontal scrolling', async () => {
    const { id, token } = await contract('A contract with a rather long name that must wrap on a small phone', 'phone@example.com');
    const { context, page, frame } = await partnerPage(`document=${id}&token=${token}`, { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
    await frame.getByRole('button', { name: 'Sign' }).waitFor();
    expect(await frame.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    const width = await page.locator('#contract iframe').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(320);
    await context.close();
  });

  it('signs with the keyboard alone', async () => {
    const { id, token } = await contract('Keyboard only', 'keys@example.com');
    const { context, page, frame } = await partnerPage(`document=${id}&token=${token}`);
    await frame.getByRole('button', { name: 'Sign' }).waitFor();
    // The explicit confirmation first (Space ticks it), then Sign.
    let onConsent = false;
    for (let i = 0; i < 25 && !onConsent; i++) {
      await page.keyboard.press('Tab');
      onConsent = await frame.evaluate(() => document.hasFocus() && (document.activeElement as HTMLInputElement | null)?.type === 'checkbox');
    }
    expect(onConsent).toBe(true);
    await page.keyboard.press('Space');
    let onSign = false;
    for (let i = 0; i < 25 && !onSign; i++) {
      await page.keyboard.press('Tab');
      onSign = await frame.evaluate(() => document.hasFocus() && document.activeElement?.textContent === 'Sign');
    }
    expect(onSign).toBe(true);
    await page.keyboard.press('Enter');
    await frame.getByText(/The contract is signed by everyone|Thanks, you signed/).waitFor();
    await expectSoon(async () => (await page.evaluate(() => document.body.dataset.signed)) === 'true');
    await context.close();
  });
});

describe('declining', () => {
  it('reports the declined event with the reason', async () => {
    const { id, token } = await contract('Declinable', 'decline@example.com');
    const { context, page, frame } = await partnerPage(`document=${id}&token=${token}`);
    await frame.getByRole('button', { name: 'Decline' }).click();
    const dialog = frame.getByRole('dialog', { name: 'Decline the contract' });
    await dialog.getByLabel('Reason').fill('The price is too high');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await frame.getByText('You have declined the contract').waitFor();
    await expectSoon(async () => (await eventLines(page)).includes(`declined agreement ${id}`));
    await context.close();
  });
});

/** Serious and critical axe violations of the page and its frames, the Inkflow iframe included. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

describe('for a screen reader', () => {
  it('has no serious axe violation while signing, after signing, and on an error screen', async () => {
    const { id, token } = await contract('Accessible', 'a11y@example.com');
    const { context, page, frame } = await partnerPage(`document=${id}&token=${token}`);
    await frame.getByRole('button', { name: 'Sign' }).waitFor();
    expect(await page.locator('#contract iframe').getAttribute('title')).toBe('Inkflow document');
    expect(await seriousViolations(page)).toEqual([]);
    await clickSign(frame);
    await frame.getByText(/The contract is signed by everyone|Thanks, you signed/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    const failed = await partnerPage(`document=${id}&token=wrong`);
    await failed.frame.getByRole('heading', { name: 'Sorry' }).waitFor();
    expect(await seriousViolations(failed.page)).toEqual([]);
    await failed.context.close();
  });
});

describe('auto-resize', () => {
  it('grows and shrinks the iframe with its content', async () => {
    const { id, token } = await contract('Resizing', 'resize@example.com');
    const { context, page, frame } = await partnerPage(`document=${id}&token=${token}`);
    await frame.getByRole('button', { name: 'Sign' }).waitFor();
    const iframe = page.locator('#contract iframe');
    const height = () => iframe.evaluate((el) => el.getBoundingClientRect().height);
    const content = () => frame.evaluate(() => document.getElementById('inkflow-embed')!.getBoundingClientRect().height);
    await expectSoon(async () => Math.abs((await height()) - (await content())) <= 2);
    const base = await height();
    expect(base).toBeGreaterThan(150);

    await page.evaluate(`${handle}.theme({ '--ink-font-size': '200%' })`);
    await expectSoon(async () => (await height()) > base * 1.4);
    await page.evaluate(`${handle}.theme({ '--ink-font-size': '100%' })`);
    await expectSoon(async () => Math.abs((await height()) - base) <= 2);
    await context.close();
  });
});

describe('auto-mount', () => {
  it('mounts data-attribute elements from the script tag alone and reports DOM events', async () => {
    const { id, token } = await contract('Auto mounted', 'auto@example.com');
    const context = await h.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${h.examplesUrl}/partner-site/auto.html?document=${id}&token=${token}&language=da`);
    const frame = await embedFrame(page, h.url);
    await frame.getByText('Auto mounted: the terms.').waitFor();
    expect(await frame.evaluate(() => document.documentElement.lang)).toBe('da');
    await expectSoon(async () => (await eventLines(page)).some((l) => l.startsWith('ready ') && l.includes(`"agreementId":${id}`)));
    await clickSign(frame, 'da');
    await expectSoon(async () => (await eventLines(page)).some((l) => l.startsWith('signed ') && l.includes('"state":4')));
    await context.close();
  });
});
