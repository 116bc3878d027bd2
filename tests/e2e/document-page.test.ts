/**
 * The document page as a page, in Chromium: a section edited in place on the paper, a section
 * inserted with "+", reordering by keyboard (Alt+ArrowDown on the handle) and by drag, the order
 * kept after a reload (box_order), the name renamed in place, autosave without any Save button,
 * a save from a second session announced live ("Updated by"), then, dismissed, the stale save
 * opening the "Someone else changed this contract" dialog (who
 * saved the newer version, when and what it changed) while the typed text stays, and no horizontal scroll at 1280 and 375 px.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import { guestLinkFromOutbox, loggedInContext, startHarness, watchErrors, type Harness } from './harness.js';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const paragraph = (text: string) => ({ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text }] }] }, config: {} });
const allSaved = (page: Page) => page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
/** Screenshots for a human look when SHOTS names a folder. */
const shot = async (page: Page, name: string) => {
  if (!process.env.SHOTS) return;
  mkdirSync(process.env.SHOTS, { recursive: true });
  await page.screenshot({ path: `${process.env.SHOTS}/${name}.png`, fullPage: true });
};
const sectionNames = (page: Page) => page.locator('section.doc-section').evaluateAll((list) => list.map((s) => s.getAttribute('aria-label')));

/** Serious and critical axe violations in the header and the canvas (the sidebar is checked with its own tests). */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('.doc-header').include('.doc-page__canvas').analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

async function draftWith(texts: string[]) {
  const { context, api } = await loggedInContext(h.browser, h.url);
  const me = await api.get('/positions/me');
  const created = await api.post('/agreements/', { collection_id: me.collections[0].id, name: 'Consulting agreement', state: 0 });
  const agreement = await api.put(`/agreements/${created.id}`, { checksum: created.checksum, boxes: texts.map(paragraph) });
  return { context, api, id: agreement.id as number };
}

describe('the document page', () => {
  it('edits in place, inserts with "+", reorders by keyboard and drag, deletes with Undo, renames, autosaves, and keeps the order after a reload', async () => {
    const { context, api, id } = await draftWith(['Alpha clause.', 'Beta clause.']);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${h.url}/documents/${id}`);
    await page.getByRole('textbox', { name: 'Section 1: Text content' }).getByText('Alpha clause.').waitFor();
    // No Save button on the contract (the sidebar's settings have their own).
    expect(await page.locator('.doc-page__canvas, .doc-header').getByRole('button', { name: /^Save/ }).count()).toBe(0);
    await shot(page, 'editor-1280');

    // Edit section 1 in place; autosave without pressing anything.
    const first = page.getByRole('textbox', { name: 'Section 1: Text content' });
    await first.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Paid monthly.');
    await allSaved(page);
    await expect.poll(async () => JSON.stringify((await api.get(`/agreements/${id}`)).boxes)).toContain('Alpha clause. Paid monthly.');

    // Rename inline: click the name, type, Enter.
    await page.getByRole('button', { name: 'Rename contract: Consulting agreement' }).click();
    const nameInput = page.getByRole('textbox', { name: 'Contract name' });
    await nameInput.fill('Consulting agreement 2027');
    await nameInput.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Consulting agreement 2027' }).waitFor();
    await expect.poll(async () => (await api.get(`/agreements/${id}`)).name).toBe('Consulting agreement 2027');
    // Escape cancels a rename.
    await page.getByRole('button', { name: 'Rename contract: Consulting agreement 2027' }).click();
    await page.getByRole('textbox', { name: 'Contract name' }).fill('Never saved');
    await page.getByRole('textbox', { name: 'Contract name' }).press('Escape');
    await page.getByRole('heading', { level: 1, name: 'Consulting agreement 2027' }).waitFor();

    // "+" between sections 1 and 2 inserts a Form section at position 2.
    await page.getByRole('button', { name: 'Insert a section at position 2' }).click();
    await page.getByRole('menuitem', { name: 'Form' }).click();
    await page.getByRole('region', { name: 'Section 2: Form' }).waitFor();
    expect(await sectionNames(page)).toEqual(['Section 1: Text', 'Section 2: Form', 'Section 3: Text']);

    // Keyboard: Alt+ArrowDown on section 1's handle moves it to position 2, focus stays on it.
    await page.getByRole('button', { name: 'Reorder section 1' }).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await page.getByText('Text section moved to position 2 of 3.').waitFor({ state: 'attached' });
    expect(await sectionNames(page)).toEqual(['Section 1: Form', 'Section 2: Text', 'Section 3: Text']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Reorder section 2');
    await expect.poll(async () => JSON.stringify((await page.getByRole('textbox', { name: 'Section 2: Text content' }).textContent()) ?? '')).toContain('Alpha clause. Paid monthly.');

    // Drag: section 3 (Beta) by its handle onto section 1.
    await page.getByRole('region', { name: 'Section 3: Text' }).hover();
    await page.getByRole('button', { name: 'Reorder section 3' }).dragTo(page.getByRole('region', { name: 'Section 1: Form' }));
    await expect.poll(() => sectionNames(page)).toEqual(['Section 1: Text', 'Section 2: Form', 'Section 3: Text']);
    expect(await page.getByRole('textbox', { name: 'Section 1: Text content' }).textContent()).toContain('Beta clause.');

    // Delete offers Undo in a toast; Undo puts the section back where it was.
    await page.getByRole('button', { name: 'Remove section 2' }).click();
    await expect.poll(() => sectionNames(page)).toEqual(['Section 1: Text', 'Section 2: Text']);
    await page.getByText('Form section deleted').first().waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => sectionNames(page)).toEqual(['Section 1: Text', 'Section 2: Form', 'Section 3: Text']);
    await allSaved(page);

    // Reload: the order is the saved box_order.
    const saved = await api.get(`/agreements/${id}`);
    expect(saved.box_order).toEqual(saved.boxes.map((b: { id: number }) => b.id));
    expect(saved.boxes.map((b: { type: number }) => b.type)).toEqual([10, 12, 10]);
    await page.reload();
    await page.getByRole('textbox', { name: 'Section 1: Text content' }).getByText('Beta clause.').waitFor();
    expect(await sectionNames(page)).toEqual(['Section 1: Text', 'Section 2: Form', 'Section 3: Text']);
    expect(await page.getByRole('textbox', { name: 'Section 3: Text content' }).textContent()).toContain('Alpha clause. Paid monthly.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a save from a second session shows "Updated by"; dismissed, the stale save opens the dialog and keeps the typed text', async () => {
    const { context, id } = await draftWith(['Shared clause.']);
    const second = await loggedInContext(h.browser, h.url);
    const a = await context.newPage();
    await a.goto(`${h.url}/documents/${id}`);
    await a.getByRole('textbox', { name: 'Section 1: Text content' }).getByText('Shared clause.').waitFor();
    const before = await second.api.get(`/agreements/${id}`);

    await a.getByRole('textbox', { name: 'Section 1: Text content' }).click();
    await a.keyboard.press('End');
    await a.keyboard.type(' My words.');
    // The other session saves while these edits wait for their autosave.
    const theirs = before.boxes.map((b: { id: number }) => ({ ...b, content: { nodes: [{ type: 'paragraph', children: [{ text: 'Shared clause. Their words.' }] }] } }));
    await second.api.put(`/agreements/${id}`, { checksum: before.checksum, boxes: theirs });
    // Live: the page says who saved (the autosave waits instead of meeting a 4002)…
    await a.getByText(/^Updated by Demo User/).first().waitFor();
    // …and without a reload, the next save is stale: the dialog says when, who and what.
    await a.getByRole('button', { name: 'Dismiss' }).click();
    const dialog = a.getByRole('dialog', { name: 'Someone else changed this contract' });
    await dialog.waitFor();
    // Who (the name the server recorded with their version; both browsers are the demo user) and when.
    await dialog.getByText(/^Demo User saved a newer version on .+\. Your changes are still here and not saved yet\.$/).waitFor();
    // …and what their version changed: the section the other browser edited.
    await dialog.getByText('Their version: section 1 edited.').waitFor();
    await shot(a, 'stale-dialog');
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await a.getByRole('textbox', { name: 'Section 1: Text content' }).textContent()).toContain('Shared clause. My words.');
    await a.getByRole('status').filter({ hasText: 'Not saved' }).waitFor();
    // Nothing was overwritten: the server holds the second browser's save.
    expect(JSON.stringify((await second.api.get(`/agreements/${id}`)).boxes)).toContain('Their words.');

    // Keeping my version is an explicit choice: it saves on top of theirs.
    await a.getByRole('button', { name: 'Review' }).click();
    await dialog.getByRole('button', { name: 'Keep my version' }).click();
    await allSaved(a);
    expect(JSON.stringify((await second.api.get(`/agreements/${id}`)).boxes)).toContain('Shared clause. My words.');
    await context.close();
    await second.context.close();
  });

  it('has no horizontal scroll and no serious axe violation at 1280 and 375 px, as a draft and once sent (read-only)', async () => {
    const { context, api, id } = await draftWith(['A clause long enough to wrap across the paper at small widths, so the layout is tested.']);
    const page = await context.newPage();
    const check = async (ready: () => Promise<unknown>, name: string) => {
      for (const [width, height] of [
        [1280, 800],
        [375, 812],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(`${h.url}/documents/${id}`);
        await ready();
        await shot(page, `${name}-${width}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `horizontal scroll at ${width}px`).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
      }
    };
    await check(() => page.getByRole('textbox', { name: 'Section 1: Text content' }).waitFor(), 'draft');

    await api.post(`/agreements/${id}/participants/`, { fullname: 'Rita Reader', email: 'rita@example.com', sign_method: 0, type: 1 });
    await api.post(`/agreements/${id}/publish`, { subject: 'Please sign', message: 'Thanks' });
    await guestLinkFromOutbox(h.url, 'rita@example.com');
    await check(async () => {
      await page.getByText('Waiting for signatures').first().waitFor();
      await page.locator('.doc-paper').getByText('A clause long enough to wrap').waitFor();
      expect(await page.locator('.doc-paper [contenteditable="true"]').count()).toBe(0);
    }, 'sent');
    await context.close();
  });
});
