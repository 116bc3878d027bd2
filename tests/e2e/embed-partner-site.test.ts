/**
 * Issue #2: a partner page on another origin, with one script tag, shows the contract in the
 * embed, the counterparty signs inside the iframe, and the page is told through `signed`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedContract, startHarness, watchErrors, type Harness, clickSign } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('signing inside the embed on the partner site', () => {
  it('is really cross-origin', () => {
    expect(new URL(h.examplesUrl).origin).not.toBe(new URL(h.url).origin);
  });

  it('signs in the iframe and the host page receives ready and signed', async () => {
    const { id, token } = await publishedContract(h.browser, h.url, {
      name: 'Embedded rental',
      text: 'Rent a kayak for the weekend.',
      signer: { fullname: 'Eve Embed', email: 'eve@example.com', sign_method: 0 },
    });
    const context = await h.browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${h.examplesUrl}/partner-site/?document=${id}&token=${token}`);

    const iframe = page.locator('iframe');
    await iframe.waitFor();
    expect(new URL((await iframe.getAttribute('src'))!).origin).toBe(new URL(h.url).origin);
    const frame = page.frameLocator('iframe');
    await frame.getByText('Rent a kayak for the weekend.').waitFor();
    await expect.poll(async () => (await page.locator('#events').textContent()) ?? '').toContain('ready');

    await clickSign(frame);
    await frame.getByText(/The contract is signed by everyone|Thanks, you signed/).waitFor();
    await expect.poll(() => page.evaluate(() => document.body.dataset.signed)).toBe('true');
    expect(await page.locator('#events').textContent()).toContain(`signed agreement ${id}`);

    // The iframe grew to its content through `resize`.
    const height = await iframe.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeGreaterThan(150);

    // The signature reached the server.
    const res = await fetch(`${h.url}/api/agreements/${id}`, { headers: { 'X-Flow-Access-Token': token } });
    expect(((await res.json()) as { state: number }).state).toBe(4);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves the embed page only to allowed parent origins and without a referrer', async () => {
    const { id, token } = await publishedContract(h.browser, h.url, {
      name: 'Header check',
      text: 'Headers matter.',
      signer: { fullname: 'Hal Header', email: 'hal@example.com', sign_method: 0 },
    });
    const res = await fetch(`${h.url}/embed/documents/${id}/at/${token}`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    const ancestors = /frame-ancestors ([^;]+)/.exec(csp)?.[1]?.trim().split(/\s+/) ?? [];
    expect(ancestors.length).toBeGreaterThan(0);
    expect(ancestors).not.toContain('*');
    expect(ancestors.every((s) => s === "'self'" || /^https?:\/\/[^*]+(:\*)?$/.test(s))).toBe(true);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
