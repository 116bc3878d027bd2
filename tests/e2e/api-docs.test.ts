/**
 * The API reference /api/docs (server http/openApi.ts, @fastify/swagger-ui served from the npm
 * package) in a real browser: it loads /api/openapi.json's document from our origin, lists the
 * operations by resource with the notes calls among them, and runs under the app pages'
 * Content-Security-Policy (http/securityHeaders.ts) without a violation or a console error.
 * Every violation is turned into a console line by an init script, so one fails the test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, watchErrors, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('/api/docs', () => {
  it('shows the operations of the contract, the notes calls among them, under the strict CSP', async () => {
    const context = await h.browser.newContext();
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`));
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    // Through the deep link of the notes tag: from 150 tags and operations on, Swagger UI renders
    // only the ones near the viewport (a virtualised list), so a tag far down the page is in the
    // DOM only once it is scrolled to; the link makes Swagger UI scroll there itself.
    const response = await page.goto(`${h.url}/api/docs#/notes`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

    // Swagger UI renders one block per operation, grouped by tag, once the document has loaded.
    const notesTag = page.locator('.opblock-tag', { hasText: /^notes/ });
    await notesTag.first().waitFor({ timeout: 30_000 });
    const operation = (method: string, path: string) =>
      page.locator(`.opblock-${method.toLowerCase()}`).filter({ has: page.locator('.opblock-summary-path', { hasText: new RegExp(`^${path.replace(/[{}]/g, '\\$&')}$`) }) });
    await operation('POST', '/api/agreements/{id}/notes/').first().waitFor();
    await expect(operation('GET', '/api/agreements/{id}/notes/').count()).resolves.toBe(1);
    await expect(operation('PUT', '/api/agreements/{id}/notes/{noteId}').count()).resolves.toBe(1);
    await expect(operation('DELETE', '/api/agreements/{id}/notes/{noteId}').count()).resolves.toBe(1);
    await expect(page.getByText('Add a note to an agreement').count()).resolves.toBeGreaterThan(0);

    // Opening an operation shows its parameters and documented answers (the §8 error body among them).
    await operation('POST', '/api/agreements/{id}/notes/').first().locator('.opblock-summary').first().click();
    await page.locator('.opblock.is-open .responses-table').first().waitFor();
    await expect(page.locator('.opblock.is-open .response-col_status', { hasText: /^400/ }).count()).resolves.toBeGreaterThan(0);

    // Everything came from our own origin: no CDN, no font or image service.
    const origin = new URL(h.url).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    expect(requests.some((url) => url.endsWith('/api/docs/json') || url.endsWith('/api/openapi.json'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
