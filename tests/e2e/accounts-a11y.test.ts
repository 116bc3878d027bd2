/**
 * axe-core on every signed-out page of spec §2 (issue #3): no serious or critical violation,
 * at desktop width and in the narrow layout (under 840 px). Also checks the page titles, the
 * login page's query messages, the public wrapper and the redirects of the signed-out routes.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, watchErrors, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Serious and critical axe violations of the page, as `id: target` lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${n.failureSummary ?? ''})`));
}

const pages: { path: string; ready: (page: Page) => Promise<unknown>; title: string }[] = [
  { path: '/login', ready: (p) => p.getByRole('heading', { name: 'Log in to your account' }).waitFor(), title: 'Inkflow | Log in to your account' },
  { path: '/login/password?code=b21', ready: (p) => p.getByText('Please use your new password to log in').waitFor(), title: 'Inkflow | Log in to your account' },
  { path: '/login/method', ready: (p) => p.getByRole('button', { name: 'Log in with Inkflow password' }).waitFor(), title: 'Inkflow | Log in to your account' },
  { path: '/login?error=runtime-problems', ready: (p) => p.getByText('Runtime error').waitFor(), title: 'Inkflow | Log in to your account' },
  { path: '/signup', ready: (p) => p.getByRole('heading', { name: 'Try Inkflow for Free!' }).waitFor(), title: 'Inkflow | Try Inkflow for Free!' },
  {
    path: '/signup/not-a-real-token',
    ready: (p) => p.getByText('Your sign up key is not valid, it may have expired or a new one was requested, submit your email again').waitFor(),
    title: 'Inkflow | Try Inkflow for Free!',
  },
  { path: '/recover-account', ready: (p) => p.getByRole('heading', { name: 'Reset password' }).waitFor(), title: 'Inkflow | Reset password' },
  { path: '/change-email/not-a-real-token', ready: (p) => p.getByText('Invalid link').waitFor(), title: 'Inkflow | Change email' },
  { path: '/', ready: (p) => p.getByRole('heading', { name: 'Oh no' }).waitFor(), title: 'Inkflow | Page not found' },
  { path: '/inkflow-icons', ready: (p) => p.getByRole('heading', { name: 'Inkflow icons' }).waitFor(), title: 'Inkflow | Inkflow icons' },
];

describe('signed-out pages', () => {
  for (const width of [1280, 390]) {
    it(`have no serious or critical axe violation at ${width} px`, async () => {
      const context = await h.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const errors = watchErrors(page);
      const found: string[] = [];
      for (const target of pages) {
        await page.goto(`${h.url}${target.path}`);
        await target.ready(page);
        expect(await page.title(), target.path).toBe(target.title);
        found.push(...(await seriousViolations(page)).map((v) => `${target.path} ${v}`));
      }
      expect(found).toEqual([]);
      expect(errors.filter((e) => !/40[14]|Unauthorized|Not Found/.test(e))).toEqual([]);
      await context.close();
    });
  }

  it('uses the wide wrapper from 840 px and the narrow one below', async () => {
    const context = await h.browser.newContext({ viewport: { width: 840, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${h.url}/login`);
    const card = page.locator('.public-card');
    await card.waitFor();
    expect(await card.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    expect(await page.locator('.public-wrapper').getAttribute('class')).toMatch(/public-bg-[0-5]/);
    await page.setViewportSize({ width: 839, height: 800 });
    await expect.poll(() => card.evaluate((el) => getComputedStyle(el).boxShadow)).toBe('none');
    await context.close();
  });

  it('keeps the query across the login steps, offers sign-up and sends unknown paths to /login', async () => {
    const context = await h.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${h.url}/login?m=42`);
    expect(await page.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup?m=42');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${h.url}/login/password?m=42`);
    expect(await page.getByLabel('Email').inputValue()).toBe('someone@example.com');
    await page.getByRole('link', { name: 'Back to login' }).click();
    await page.waitForURL(`${h.url}/login?m=42`);
    expect(await page.getByLabel('Email').inputValue()).toBe('someone@example.com');
    await page.goto(`${h.url}/no/such/page`);
    await page.waitForURL(`${h.url}/login`);
    await context.close();
  });
});
