/**
 * The account's brand in Chromium (account settings): an admin opens the company profile from the
 * account menu and the settings navigation, uploads a logo, picks a light brand colour (the preview says buttons will use a
 * darker shade) and renames the company; a counterparty's guest page and the embed page then
 * show that logo and name, and their primary button takes the colour's AA-safe shade. The
 * settings page is axe clean and has no sideways scroll at 1280 and 375 px.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { brandPalette, contrastRatio } from '@inkflow/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../packages/server/test/helpers/solidPng.js';
import { loggedInContext, publishedContract, startHarness, watchErrors, type Harness } from './harness.js';

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
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** `#rrggbb` as Chromium's computed style writes it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** The guest view of `page` shows Brand AB's logo (loaded, 120 px wide) and brand colours. */
async function expectBranded(page: Page, shade: string): Promise<void> {
  const logo = page.locator('.ink-sender img');
  await logo.waitFor();
  expect(await logo.getAttribute('alt')).toBe('Brand AB');
  await page.waitForFunction(() => (document.querySelector('.ink-sender img') as HTMLImageElement | null)?.naturalWidth === 120);
  expect(await page.locator('.ink-sender').evaluate((el) => getComputedStyle(el).borderTopColor)).toBe(rgb('#ffcc00'));
  const sign = page.getByRole('button', { name: 'Sign', exact: true });
  expect(await sign.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(shade));
  expect(await sign.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
}

describe('the account brand', () => {
  it('an admin sets a logo and a colour; the guest page and the embed show them, buttons in the AA-safe shade', async () => {
    const { context } = await loggedInContext(h.browser, h.url);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const errors = watchErrors(page);
    await page.goto(`${h.url}/contracts`);

    // Account menu → Account settings → Company profile in the settings navigation.
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Company profile' }).click();
    await page.waitForURL(`${h.url}/settings/account`);
    await page.getByRole('heading', { level: 1, name: 'Company profile' }).waitFor();

    // The logo is saved at once and previewed.
    await page.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(120, 40, [26, 127, 90]) });
    await page.getByRole('status').filter({ hasText: 'Logo saved' }).waitFor();
    await page.getByRole('img', { name: 'Logo of Demo Company' }).waitFor();

    // A light yellow: white text on it fails AA, so the preview says buttons get a darker shade.
    const shade = brandPalette('#ffcc00').primary;
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    await page.getByLabel('Brand color', { exact: true }).fill('#ffcc00');
    await page.getByText(`White text is hard to read on this color, so buttons use a darker shade: ${shade}.`).waitFor();
    await page.getByLabel('Company name', { exact: true }).fill('Brand AB');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor();

    expect(await seriousViolations(page)).toEqual([]);
    for (const size of [{ width: 1280, height: 800 }, { width: 375, height: 812 }]) {
      await page.setViewportSize(size);
      const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(scroll, `sideways scroll at ${size.width} px`).toBeLessThanOrEqual(client);
    }
    await page.screenshot({ path: '/tmp/account-settings.png', fullPage: true });
    expect(errors).toEqual([]);
    await context.close();

    // A counterparty opens the invitation's link: no session, the account's brand.
    const { id, guestLink, token } = await publishedContract(h.browser, h.url, {
      name: 'Branded lease',
      text: 'The tenant rents the flat.',
      signer: { fullname: 'Gus Guest', email: 'gus@example.com', sign_method: 0 },
    });
    const guestContext = await h.browser.newContext();
    const guest = await guestContext.newPage();
    const guestErrors = watchErrors(guest);
    await guest.goto(guestLink);
    await guest.getByText('Brand AB', { exact: false }).first().waitFor();
    await expectBranded(guest, shade);
    await guest.screenshot({ path: '/tmp/guest-branded.png', fullPage: true });

    // The embed page (opened on its own, not framed) shares the guest view and its brand.
    await guest.goto(`${h.url}/embed/documents/${id}/at/${token}`);
    await expectBranded(guest, shade);
    expect(guestErrors).toEqual([]);
    await guestContext.close();
  });
});
