/**
 * The document page's right sidebar in Chromium: tabs moved with the keyboard, a participant
 * added through the dialog with a phone from the country picker, the note count on its tab, the
 * audit trail in sentences (no event keys), the sheet under 840 px, and axe on the sidebar.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickSign, loggedInContext, publishedContract, startHarness, watchErrors, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Serious and critical axe violations inside `selector`, as `id: target` lines. */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

const selected = (page: Page, name: RegExp) => page.getByRole('tab', { name, selected: true });

describe('document sidebar', () => {
  it('switches tabs by keyboard, adds a participant with a phone via the country picker, counts notes, and is axe clean', async () => {
    const { context, api } = await loggedInContext(h.browser, h.url);
    const me = await api.get('/positions/me');
    const ws: number = me.collections.find((c: { virtual: boolean }) => !c.virtual).id;
    const draft = await api.post('/agreements/', { collection_id: ws, name: 'Bike lease', state: 0 });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const errors = watchErrors(page);
    await page.goto(`${h.url}/documents/${draft.id}`);
    const sidebar = page.getByRole('complementary', { name: 'Document details' });

    // Keyboard: arrows move between tabs and select them, Home and End jump.
    await sidebar.getByRole('tab', { name: 'Participants' }).focus();
    await page.keyboard.press('ArrowRight');
    await selected(page, /^Collaboration/).waitFor();
    await sidebar.getByRole('heading', { name: 'Start a conversation' }).waitFor();
    await page.keyboard.press('End');
    await selected(page, /^Audit trail/).waitFor();
    await sidebar.getByText(/created the document$/).first().waitFor();
    await page.keyboard.press('Home');
    await selected(page, /^Participants/).waitFor();
    expect(await seriousViolations(page, '.document-sidebar')).toEqual([]);

    // Add participant: a dialog, SMS verification, Finland from the country picker.
    await sidebar.getByRole('button', { name: 'Add participant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add participant' });
    await dialog.getByRole('button', { name: 'Add participant' }).click();
    await dialog.getByText('Name is required').waitFor();
    expect(await dialog.textContent()).not.toMatch(/fullname|phone_number/);
    await dialog.getByLabel('Name', { exact: true }).fill('Sam Signer');
    await dialog.getByLabel('Email', { exact: true }).fill('sam@example.com');
    await dialog.getByLabel('Sign method').selectOption({ label: 'SMS verification' });
    await dialog.getByRole('button', { name: 'Country code: Sweden (+46)' }).click();
    const menu = page.getByRole('menu');
    const names = await menu.getByRole('menuitem').allTextContents();
    expect(names.slice(0, 4)).toEqual(['Finland +358', 'Denmark +45', 'Norway +47', 'Sweden +46']);
    await menu.getByRole('menuitem', { name: 'Finland +358' }).click();
    await dialog.getByRole('button', { name: 'Country code: Finland (+358)' }).waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByLabel('Phone number', { exact: true }).fill('40 123 4567');
    await dialog.getByRole('button', { name: 'Add participant' }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = sidebar.locator('.participant-card').filter({ hasText: 'Sam Signer' });
    await card.getByText('+358401234567').waitFor();
    await card.getByText('SMS verification').waitFor();
    // A draft awaits nothing: no status words.
    expect(await sidebar.textContent()).not.toContain('Awaiting');
    const saved = await api.get(`/agreements/${draft.id}`);
    expect(saved.participants.find((p: { email: string }) => p.email === 'sam@example.com').phone_number).toBe('+358401234567');

    // Edit participant: the same form in a dialog, filled in, saved with PUT.
    await card.getByRole('button', { name: 'Edit Sam Signer' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit participant' });
    await edit.getByLabel('Name', { exact: true }).fill('Sam Berg');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await sidebar.locator('.participant-card').filter({ hasText: 'Sam Berg' }).getByText('+358401234567').waitFor();

    // Notes: the tab counts them.
    await sidebar.getByRole('tab', { name: /^Notes/ }).click();
    const notes = sidebar.getByRole('region', { name: 'Notes' });
    await notes.getByText('No notes yet').waitFor();
    await notes.getByLabel('Note').fill('Ask about the helmet');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await sidebar.getByRole('tab', { name: 'Notes (1)' }).waitFor();
    expect(await seriousViolations(page, '.document-sidebar')).toEqual([]);

    // The chosen tab survives a reload (session storage).
    await page.reload();
    await selected(page, /^Notes/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('tells the audit trail of a signed contract in sentences, never event keys', async () => {
    const { id, guestLink } = await publishedContract(h.browser, h.url, {
      name: 'Audit lease',
      text: 'The lessee keeps the bicycle.',
      signer: { fullname: 'Sam Signer', email: 'sam.audit@example.com', sign_method: 0 },
    });
    const guest = await h.browser.newPage();
    await guest.goto(guestLink);
    await clickSign(guest);
    await guest.getByText(/Thanks, you signed|The contract is signed by everyone/).first().waitFor();
    await guest.close();

    const { context } = await loggedInContext(h.browser, h.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${h.url}/documents/${id}`);
    const sidebar = page.getByRole('complementary', { name: 'Document details' });
    await sidebar.getByRole('tab', { name: 'Audit trail' }).click();
    const trail = sidebar.getByRole('region', { name: 'Audit trail' });
    await trail.getByText('Sam Signer signed with Standard e-signature').waitFor();
    await trail.getByText(/sent the document for signing$/).waitFor();
    await trail.getByText('The status changed to Signed').waitFor();
    const text = (await trail.textContent()) ?? '';
    expect(text).not.toMatch(/\b(state_changed|sign_code_sent|published|signed_at|concluded_copy_sent)\b/);
    // Times are readable, not ISO strings.
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}/);
    // One participants list once sent, with the status.
    await sidebar.getByRole('tab', { name: 'Participants' }).click();
    await sidebar.locator('.participant-card').filter({ hasText: 'Sam Signer' }).getByText('Signed').waitFor();
    expect(await seriousViolations(page, '.document-sidebar')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('is a sheet at 375 px that opens and closes, without sideways scroll', async () => {
    const { context, api } = await loggedInContext(h.browser, h.url);
    const me = await api.get('/positions/me');
    const ws: number = me.collections.find((c: { virtual: boolean }) => !c.virtual).id;
    const draft = await api.post('/agreements/', { collection_id: ws, name: 'Phone lease', state: 0 });
    const page = await context.newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    const errors = watchErrors(page);
    await page.goto(`${h.url}/documents/${draft.id}`);
    const open = page.getByRole('button', { name: 'Details & participants' });
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Details & participants' });
    await sheet.getByRole('tab', { name: 'Participants' }).waitFor();
    await sheet.getByRole('tab', { name: 'Details' }).click();
    await sheet.getByRole('region', { name: 'Settings' }).waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Details & participants');
    await open.click();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await sheet.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
