/**
 * The guest signing page in Chromium: a counterparty signs by keyboard only (Tab, Enter, Space)
 * with a typed signature; the sticky bar counts the required fields down and "Next required
 * field" leads to them; a standard e-signature needs the explicit confirmation; after the last
 * signature the page says everyone signed and offers the sealed PDF; a wide product table
 * never makes the page scroll sideways at 375 px; axe finds nothing serious.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLinkFromOutbox, loggedInContext, startHarness, watchErrors, type Harness } from './harness.js';

let h: Harness;
let owner: Awaited<ReturnType<typeof loggedInContext>>;

beforeAll(async () => {
  h = await startHarness();
  owner = await loggedInContext(h.browser, h.url); // once: the login endpoint is rate limited
}, 120_000);
afterAll(async () => {
  await owner?.context.close();
  await h?.close();
});

const field = (key: string, name: string, type: string, value: unknown, required = false) => ({ key: 'data_field', value: { key, name, type, value, required } });
const consent = 'I have read the contract and agree to sign it electronically';

/** A published contract: text, two required form inputs, a wide product table; one signatory with `signMethod`. */
async function contract(name: string, email: string, signMethod: 0 | 10): Promise<{ id: number; link: string }> {
  const { api } = owner;
  const me = await api.get('/positions/me');
  let agreement = await api.post('/agreements/', { collection_id: me.collections[0].id, name, state: 0 });
  const rows = [1, 2, 3].map((n) => ({ uuid: `r${n}`, cells: { name: `Industrial washing machine model ${n}`, note: 'Delivered and installed on site' }, quantity: '2', price: '14999.00', discount: '10', tax: '25' }));
  agreement = await api.put(`/agreements/${agreement.id}`, {
    checksum: agreement.checksum,
    data: [field('reg_no', 'Company registration number', 'text', null, true), field('contact', 'Contact email', 'email', null, true)],
    boxes: [
      { type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'The supplier delivers the machines below. '.repeat(40) }] }] } },
      {
        type: 12,
        content: {
          inputs: [
            { data_field_key: 'reg_no', type: 'text', label: 'Company registration number', required: true },
            { data_field_key: 'contact', type: 'email', label: 'Contact email', required: true },
          ],
        },
      },
      {
        type: 13,
        content: { rows },
        config: {
          columns: [
            { key: 'name', label: 'Machine', uuid: 'c1' },
            { key: 'note', label: 'Delivery note', uuid: 'c2' },
          ],
        },
      },
    ],
  });
  await api.post(`/agreements/${agreement.id}/participants/`, { fullname: 'Kim Keyboard', email, sign_method: signMethod, type: 1 });
  await api.post(`/agreements/${agreement.id}/publish`, { subject: 'Please sign', message: 'Thanks' });
  return { id: agreement.id as number, link: await guestLinkFromOutbox(h.url, email) };
}

/** Serious and critical axe violations. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** Presses Tab until the focused element matches `name` (its accessible text or label); fails after `max` presses. */
async function tabTo(page: Page, name: RegExp, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
      return `${el.getAttribute('aria-label') ?? ''} ${labelled ?? el.closest('label')?.textContent ?? ''} ${el.textContent ?? ''}`;
    });
    if (name.test(label)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

const focusedLabel = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '');

describe('guest signing page', () => {
  it('signs by keyboard only with a typed signature, the progress bar counting down', async () => {
    const { link } = await contract('Machine supply', 'kim.keys@example.com', 10);
    const guest = await h.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await guest.newPage();
    const errors = watchErrors(page);
    await page.goto(link);
    await page.getByText(/asks you to sign Machine supply/).waitFor();
    const bar = page.getByRole('region', { name: 'Signing progress' });
    await expect.poll(() => bar.textContent()).toContain('2 of 2 required fields left');
    // The form section's view arrives in its own chunk.
    await page.getByLabel('Company registration number').waitFor();

    // "Next required field" by keyboard: focus lands in the first empty required input.
    await tabTo(page, /^\s*Next required field\s*$/);
    await page.keyboard.press('Enter');
    expect(await focusedLabel(page)).toBe('reg_no');
    await page.keyboard.type('556677-8899');
    await expect.poll(() => bar.textContent()).toContain('1 of 2 required fields left');
    await tabTo(page, /^\s*Next required field\s*$/);
    await page.keyboard.press('Enter');
    expect(await focusedLabel(page)).toBe('contact');
    await page.keyboard.type('kim@example.com');
    await expect.poll(() => bar.textContent()).toContain('All required fields are filled in');

    // The Sign button of the signing area opens the signature dialog; Type, the name, Enter.
    await tabTo(page, /^\s*Finish\s*$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Sign');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Your signature' });
    await dialog.waitFor();
    await tabTo(page, /^\s*Type\s*$/);
    await page.keyboard.press('Space');
    expect(await dialog.getByRole('button', { name: 'Type' }).getAttribute('aria-pressed')).toBe('true');
    await tabTo(page, /Type your full name/);
    // Prefilled with the participant's name: the live preview shows it in the signature font.
    expect(await dialog.getByLabel('Type your full name').inputValue()).toBe('Kim Keyboard');
    expect(await dialog.locator('.ink-signature__typed').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Script|Hand|cursive/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');

    await page.getByText('The contract is signed by everyone').waitFor();
    await page.getByRole('button', { name: 'Download signed PDF' }).waitFor();
    expect(await page.getByText(/will be available when all parties have signed/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await guest.close();
  });

  it('requires the explicit confirmation for a standard e-signature, then offers the sealed PDF', async () => {
    const { id, link } = await contract('Confirmed supply', 'kim.confirm@example.com', 0);
    const guest = await h.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await guest.newPage();
    const errors = watchErrors(page);
    await page.goto(link);
    await page.getByLabel('Company registration number').fill('556677-8899');
    await page.getByLabel('Contact email').fill('kim@example.com');
    const sign = page.getByRole('button', { name: 'Sign', exact: true });
    await sign.click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Please confirm that you have read the contract and agree to sign it electronically');
    expect((await owner.api.get(`/agreements/${id}`)).state).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('checkbox', { name: consent }).check();
    await sign.click();
    await page.getByText('The contract is signed by everyone').waitFor();
    await page.getByRole('button', { name: 'Download signed PDF' }).waitFor();
    expect((await owner.api.get(`/agreements/${id}`)).state).toBe(4);
    expect(errors).toEqual([]);
    await guest.close();
  });

  it('does not scroll sideways at 375 px with a product table, and is axe clean there', async () => {
    const { link } = await contract('Narrow supply', 'kim.narrow@example.com', 0);
    const guest = await h.browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await guest.newPage();
    await page.goto(link);
    await page.getByRole('table').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    await guest.close();
  });
});
