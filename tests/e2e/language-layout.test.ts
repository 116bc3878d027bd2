/**
 * The longest languages on the narrowest phone (issue "Twelve languages": German and Finnish at
 * 375 px): the main screens (login, sign-up start and wizard, dashboard, document page, language
 * settings, guest signing page) must not scroll sideways, and no text may be cut off inside a
 * control, heading or label. Elements meant to scroll (a wide table's region) or to end in an
 * ellipsis (long names) are allowed to.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../packages/server/test/helpers/captchaSolver.js';
import type { TestClient } from '../../packages/server/test/helpers/testServer.js';
import { demo, ownerApi, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/**
 * What overflows on the page now: the page's own horizontal scroll, and every visible element
 * whose text is wider than its box where the box clips it (not a scroll region, not an ellipsis),
 * or whose box reaches past the viewport's right edge.
 */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const scrolls = (el: Element | null): boolean => {
      for (let at = el; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (['auto', 'scroll'].includes(style.overflowX)) return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('button, a, label, h1, h2, h3, th, [role="tab"], legend, p, li, select, .badge, [class*="chip"], [class*="badge"]')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Visually hidden (1 px, clipped): read by screen readers only, never seen.
      if (box.width <= 1 && box.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.textOverflow === 'ellipsis') continue;
      if (scrolls(el)) continue;
      if (box.right > root.clientWidth + 1) problems.push(`past the right edge (${Math.round(box.right)} px): ${describe(el)}`);
      else if (el.scrollWidth > el.clientWidth + 1 && ['hidden', 'clip'].includes(style.overflowX)) problems.push(`text cut off (${el.scrollWidth} > ${el.clientWidth}): ${describe(el)}`);
    }
    return problems;
  });
}

const captchaClient = (url: string) =>
  ({
    get: async (path: string) => {
      const body: unknown = await (await fetch(`${url}${path}`)).json();
      return { json: () => body };
    },
  }) as unknown as TestClient;

async function apiOf(context: BrowserContext) {
  await context.request.get(`${h.url}/api/ping`);
  return ownerApi(context, h.url);
}

for (const { locale, language } of [
  { locale: 'de-DE', language: 'de' },
  { locale: 'fi-FI', language: 'fi' },
] as const) {
  describe(`${locale} at 375 px`, () => {
    it('the main screens neither scroll sideways nor cut text off', async () => {
      const context = await h.browser.newContext({ locale, viewport: { width: 375, height: 740 } });
      const page = await context.newPage();
      const found: Record<string, string[]> = {};
      const check = async (screen: string) => {
        await page.waitForLoadState('networkidle');
        found[screen] = await overflows(page);
      };

      await page.goto(`${h.url}/login`);
      await page.locator('h1').first().waitFor();
      await check('login');
      await page.goto(`${h.url}/signup`);
      await page.locator('h1').first().waitFor();
      await check('sign-up start');

      const api = await apiOf(context);
      const email = `narrow.${language}@example.com`;
      await api.post('/positions/signup', { email, captcha_response_token: await solveCaptcha(captchaClient(h.url)) });
      const outbox = (await (await fetch(`${h.url}/api/dev/outbox`)).json()) as { collection: { to: string; text: string }[] };
      const link = /https?:\/\/[^\s"<>]+\/signup\/[A-Za-z0-9_-]+/.exec(outbox.collection.find((m) => m.to === email)!.text)![0];
      await page.goto(link);
      await page.locator('h1').first().waitFor();
      await check('sign-up wizard');

      await api.post('/positions/login', { email: demo.email, password: demo.password, persistent: false });
      const me = (await api.get('/positions/me')) as { id: number; collections: { id: number }[] };
      await api.put(`/positions/${me.id}`, { language });
      let draft = await api.post('/agreements/', { collection_id: me.collections[0]!.id, name: 'Mietvertrag Musterstraße 1', state: 0 });
      draft = await api.put(`/agreements/${draft.id}`, {
        checksum: draft.checksum,
        language,
        boxes: [{ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'Die Miete ist am ersten Tag jedes Monats fällig.' }] }] } }],
      });
      await api.post(`/agreements/${draft.id}/participants/`, { fullname: 'Kaisa Korhonen', email: `kaisa.${language}@example.com`, type: 1, sign_method: 0 });

      await page.goto(`${h.url}/contracts`);
      await page.locator('h1').first().waitFor();
      await check('dashboard');
      await page.goto(`${h.url}/documents/${draft.id}`);
      await page.locator('h1').first().waitFor();
      await check('document page');
      await page.goto(`${h.url}/settings/my`);
      await page.locator('h1').first().waitFor();
      await check('my settings');

      await api.post(`/agreements/${draft.id}/publish`, { subject: 'Bitte unterschreiben', message: '' });
      const mails = (await (await fetch(`${h.url}/api/dev/outbox`)).json()) as { collection: { to: string; text: string }[] };
      const guestLink = /https?:\/\/[^\s"<>]+\/documents\/\d+\/at\/[A-Za-z0-9_-]+/.exec(mails.collection.find((m) => m.to === `kaisa.${language}@example.com`)!.text)![0];
      await api.put(`/positions/${me.id}`, { language: 'en' });
      const guest = await h.browser.newContext({ locale, viewport: { width: 375, height: 740 } });
      const guestPage = await guest.newPage();
      await guestPage.goto(guestLink);
      await guestPage.getByText('Die Miete ist am ersten Tag jedes Monats fällig.').waitFor();
      await guestPage.waitForLoadState('networkidle');
      found['guest signing page'] = await overflows(guestPage);

      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(found).toEqual({
        login: [],
        'sign-up start': [],
        'sign-up wizard': [],
        dashboard: [],
        'document page': [],
        'my settings': [],
        'guest signing page': [],
      });
      await guest.close();
      await context.close();
    });
  });
}
