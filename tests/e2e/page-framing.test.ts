/**
 * Who may frame what, in a real browser (Chromium, cross-origin): a page on another origin (the
 * examples server) cannot frame the guest link /documents/{id}/at/{token} — the browser refuses
 * it (CSP frame-ancestors 'self', X-Frame-Options), so nobody can be made to sign there — while
 * the same page still frames the embed under the account's allowlist, and the app's own origin
 * may still frame its guest page.
 */
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedFrame, startEmbedHarness, type EmbedHarness } from './embed-fixtures.js';
import { watchErrors } from './harness.js';

let h: EmbedHarness;
beforeAll(async () => {
  h = await startEmbedHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Appends an iframe for `src` to the page and resolves once it has loaded (an error page counts). */
async function appendFrame(page: Page, src: string): Promise<Frame> {
  await page.evaluate(
    (url) =>
      new Promise<void>((resolve) => {
        const iframe = document.createElement('iframe');
        iframe.id = 'framed';
        iframe.addEventListener('load', () => resolve(), { once: true });
        iframe.src = url;
        document.body.append(iframe);
      }),
    src,
  );
  return (await (await page.$('#framed'))!.contentFrame())!;
}

/** The /api calls a page (and its frames) made. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  return calls;
}

describe('framing the guest link', () => {
  it('is refused on another origin, while the embed on that origin still works', async () => {
    const { id, token } = await h.contract('Framed link', 'framed@example.com');
    const context = await h.browser.newContext();
    const page = await context.newPage();
    const refusals: string[] = [];
    page.on('console', (m) => {
      if (/frame-ancestors|X-Frame-Options/.test(m.text())) refusals.push(m.text());
    });
    const calls = apiCalls(page);

    await page.goto(`${h.examplesUrl}/bench/blank.html`);
    const framed = await appendFrame(page, `${h.url}/documents/${id}/at/${token}`);
    // The browser showed its error page instead: nothing of ours ran in the frame.
    expect(framed.url()).not.toContain(`/documents/${id}/at/`);
    expect(await framed.evaluate(() => document.body?.innerText ?? '').catch(() => '')).not.toContain('Framed link: the terms.');
    expect(calls).toEqual([]);
    expect(refusals.join('\n')).toMatch(/frame-ancestors 'self'/);

    // The same foreign origin (an allowed development origin here) still gets the embed.
    await page.goto(`${h.examplesUrl}/partner-site/?document=${id}&token=${token}`);
    await (await embedFrame(page, h.url)).getByText('Framed link: the terms.').waitFor();
    await context.close();
  });

  it('still works inside a page of the app’s own origin, without CSP errors', async () => {
    const { id, token } = await h.contract('Own origin', 'own-origin@example.com');
    const context = await h.browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${h.url}/dev/outbox`);
    const framed = await appendFrame(page, `${h.url}/documents/${id}/at/${token}`);
    expect(framed.url()).toContain(`/documents/${id}/at/`);
    await framed.getByText('Own origin: the terms.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
