/**
 * The app works under its Content-Security-Policy (http/securityHeaders.ts) in a real browser:
 * the captcha login (a web worker from a blob:), the dashboard, the editor, the guest page with
 * signing, and the embed on a partner page raise no CSP violation. Every violation is turned
 * into a console line by an init script, so one in any frame fails the test.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedFrame, startEmbedHarness, type EmbedHarness } from './embed-fixtures.js';
import { demo, clickSign } from './harness.js';

let h: EmbedHarness;
beforeAll(async () => {
  h = await startEmbedHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A context that records every CSP violation (ours or the browser's own report) of every page and frame. */
async function watchedContext(): Promise<{ context: BrowserContext; violations: string[] }> {
  const context = await h.browser.newContext();
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`));
  });
  const violations: string[] = [];
  context.on('console', (m) => {
    if (/CSP violation|Content Security Policy/.test(m.text())) violations.push(m.text());
  });
  return { context, violations };
}

describe('the app under its CSP', () => {
  it('logs in through the captcha, opens the dashboard and the editor without a violation', async () => {
    const { context, violations } = await watchedContext();
    const page = await context.newPage();
    await page.goto(`${h.url}/login`);
    await page.getByLabel('Email').fill(demo.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    const logIn = page.getByRole('button', { name: 'Log in' });
    const password = page.getByLabel('Password', { exact: true });
    for (let attempt = 0; attempt < 3; attempt++) {
      await password.fill(`wrong-password-${attempt}`);
      await logIn.click();
      await page.getByText('Invalid email/password, Please try again').waitFor();
    }
    await password.fill(demo.password);
    await page.getByRole('checkbox', { name: "I'm not a robot" }).click({ force: true });
    await expect.poll(() => logIn.isEnabled(), { timeout: 20_000 }).toBe(true);
    await logIn.click();
    await page.waitForURL(`${h.url}/contracts`);

    const me = await h.owner.get('/positions/me');
    const draft = await h.owner.post('/agreements/', { collection_id: me.collections[0].id, name: 'Under CSP', state: 0 });
    await page.goto(`${h.url}/documents/${draft.id}`);
    const editable = page.getByRole('textbox', { name: 'Section 1: Text content' });
    await editable.click();
    await page.keyboard.type('Typed under a strict policy.');
    await page.getByText('Typed under a strict policy.').waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });

  it('lets a guest sign on the guest page, and the embed render on a partner page, without a violation', async () => {
    const { id, token } = await h.contract('Guest under CSP', 'guest-csp@example.com');
    const { context, violations } = await watchedContext();
    const page = await context.newPage();
    await page.goto(`${h.url}/documents/${id}/at/${token}`);
    await page.getByText('Guest under CSP: the terms.').waitFor();
    await clickSign(page);
    await page.getByText(/The contract is signed by everyone|Thanks, you signed/).waitFor();

    const embedded = await h.contract('Embed under CSP', 'embed-csp@example.com');
    await page.goto(`${h.examplesUrl}/partner-site/?document=${embedded.id}&token=${embedded.token}`);
    await (await embedFrame(page, h.url)).getByText('Embed under CSP: the terms.').waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });
});
