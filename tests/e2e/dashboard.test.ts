/**
 * Issue #4 dashboard in a real browser: seeded through the API (agreements, a folder, a tag, a
 * template), then paging, search and its empty state, folder and tag filters, moving, trash and
 * restore, creating from a template, importing a signed contract, and switching workspace; then
 * folders and tags managed in the UI, permanent deletion and Empty trash, New template, From PDF
 * and the list's error state with retry.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInContext, startHarness, watchErrors, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** axe-core finds no serious or critical violation on the page as it is now. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The "N contracts" line once the list has settled. */
async function countShows(page: Page, text: string) {
  await page.locator('.list-body:not(.is-busy) .list-count', { hasText: new RegExp(`^${text}$`) }).waitFor();
}

/** A one-page PDF saying `text`. */
async function samplePdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([420, 595]).drawText(text, { x: 40, y: 400, size: 24, font });
  return Buffer.from(await doc.save());
}

/** Deletes the row `name` through its menu and the confirmation; waits for the "Moved to trash" toast. */
async function trashFromRow(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Move to trash' }).getByRole('button', { name: 'Move to trash' }).click();
  await page.getByText(`${name} is in the trash.`, { exact: true }).waitFor();
}

/** The page is no wider than the window (no sideways scroll). */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

describe('dashboard', () => {
  it('filters, pages, moves, trashes and restores, and creates from a template', async () => {
    const { context, api } = await loggedInContext(h.browser, h.url);
    const me = await api.get('/positions/me');
    const ws: number = me.collections.find((c: { virtual: boolean }) => !c.virtual).id;
    const sales = await api.post('/folders/', { collection_id: ws, parent_id: null, name: 'Sales' });
    const urgent = await api.post('/tags/', { name: 'Urgent' });
    for (let i = 1; i <= 22; i++) await api.post('/agreements/', { collection_id: ws, name: `Seed ${String(i).padStart(2, '0')}`, state: 0 });
    const alpha = await api.post('/agreements/', { collection_id: ws, name: 'Alpha lease', state: 0, folder_id: sales.id });
    await api.post('/agreements/', { collection_id: ws, name: 'Beta NDA', state: 0, folder_id: sales.id });
    await api.post(`/agreements/${alpha.id}/tags/`, { tag_id: urgent.id });
    await api.post('/agreements/', { collection_id: ws, name: 'Consulting template', state: 6 });

    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${h.url}/contracts`);
    await page.getByRole('heading', { name: 'Contracts', level: 1 }).waitFor();
    await countShows(page, '24 contracts');
    const list = page.getByRole('list', { name: 'Your contracts' });
    expect(await list.getByRole('link').count()).toBe(20);
    expect(await list.getByRole('link', { name: 'Consulting template' }).count()).toBe(0);
    await page.getByRole('button', { name: 'More filters' }).click();
    await page.getByRole('button', { name: 'Actions for Seed 22' }).click();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'More filters' }).click();

    // Page 2 (20 a page, §9), kept in the URL.
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL(/page=2/);
    await list.getByRole('link', { name: 'Seed 01' }).waitFor();
    expect(await list.getByRole('link').count()).toBe(4);

    // Search by name; a search without results shows its empty state and Clear filters.
    await page.getByLabel('Search by name').fill('Alpha');
    await countShows(page, '1 contract');
    expect(new URL(page.url()).searchParams.get('q')).toBe('Alpha');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await page.reload();
    await countShows(page, '1 contract');
    expect(await page.getByLabel('Search by name').inputValue()).toBe('Alpha');
    await page.getByLabel('Search by name').fill('zzz-nothing');
    await page.getByRole('heading', { name: 'No results for these filters' }).waitFor();
    await page.locator('.empty-state').getByRole('button', { name: 'Clear filters' }).click();
    await countShows(page, '24 contracts');

    // Folder, then tag.
    const folders = page.getByRole('navigation', { name: 'Folders' });
    await folders.getByRole('button', { name: 'Sales', exact: true }).click();
    await countShows(page, '2 contracts');
    expect(await folders.getByRole('button', { name: 'Sales', exact: true }).getAttribute('aria-current')).toBe('true');
    await folders.getByRole('button', { name: 'All contracts' }).click();
    await countShows(page, '24 contracts');
    await page.getByRole('button', { name: 'Urgent', exact: true }).click();
    await countShows(page, '1 contract');
    await list.getByRole('link', { name: 'Alpha lease' }).waitFor();
    await page.getByRole('button', { name: 'Urgent', exact: true }).click();
    await countShows(page, '24 contracts');

    // Move Seed 22 (the newest seed, on page 1) into Sales.
    await page.getByRole('button', { name: 'Actions for Seed 22' }).click();
    await page.getByRole('menuitem', { name: 'Move…' }).click();
    const move = page.getByRole('dialog', { name: 'Move Seed 22' });
    await move.getByLabel('Folder').selectOption({ label: 'Sales' });
    await move.getByRole('button', { name: 'Move' }).click();
    await page.getByText('Seed 22 was moved.').waitFor();
    await folders.getByRole('button', { name: 'Sales', exact: true }).click();
    await countShows(page, '3 contracts');
    await list.getByRole('link', { name: 'Seed 22' }).waitFor();

    // Delete -> the trash -> restore.
    await trashFromRow(page, 'Beta NDA');
    await countShows(page, '2 contracts');
    await page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'Trash' }).click();
    await page.waitForURL(`${h.url}/c/${ws}/trash`);
    const trash = page.getByRole('list', { name: 'Trashed contracts' });
    await trash.getByRole('link', { name: 'Beta NDA' }).waitFor();
    await page.getByRole('button', { name: 'Restore Beta NDA' }).click();
    await page.getByRole('heading', { name: 'The trash is empty' }).waitFor();
    expect(await page.title()).toContain('Contracts | Trash');
    await expectAccessible(page);

    // Templates view, then From template in the creation menu.
    await page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'Templates' }).click();
    await page.getByRole('list', { name: 'Templates' }).getByRole('link', { name: 'Consulting template' }).waitFor();
    await page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'Contracts' }).click();
    await countShows(page, '24 contracts');
    await page.getByRole('button', { name: 'More ways to create' }).click();
    await page.getByRole('menuitem', { name: 'From template…' }).click();
    const library = page.getByRole('dialog', { name: 'Template library' });
    await library.getByRole('button', { name: 'Use template Consulting template' }).click();
    await page.waitForURL(/\/documents\/\d+$/);
    const createdId = Number(new URL(page.url()).pathname.split('/').pop());
    const created = await api.get(`/agreements/${createdId}`);
    expect(created).toMatchObject({ name: 'Consulting template', state: 0, collection_id: ws });

    // Import a signed contract: stored as signed and listed.
    await page.goto(`${h.url}/c/${ws}`);
    await countShows(page, '25 contracts');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'More ways to create' }).click();
    await page.getByRole('menuitem', { name: 'Import signed contract…' }).click();
    await (await chooser).setFiles({ name: 'Old supplier deal.pdf', mimeType: 'application/pdf', buffer: await samplePdf('Signed long ago') });
    await page.waitForURL(/\/documents\/\d+$/);
    const importedDoc = await api.get(`/agreements/${new URL(page.url()).pathname.split('/').pop()}`);
    expect(importedDoc).toMatchObject({ name: 'Old supplier deal', state: 4, collection_id: ws });
    expect(importedDoc.boxes.map((b: { type: number }) => b.type)).toEqual([3]);
    await page.goto(`${h.url}/c/${ws}`);
    await countShows(page, '26 contracts');
    const row = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Old supplier deal' }) });
    expect(await row.locator('.state-badge').textContent()).toBe('Signed');

    // Switch to Shared with me and back.
    await page.getByLabel('Workspace', { exact: true }).selectOption({ label: 'Shared with me' });
    await page.waitForURL(`${h.url}/c/0`);
    await page.getByRole('heading', { name: 'Nothing shared with you yet' }).waitFor();
    expect(await page.title()).toContain('Shared with me | Contracts');
    await page.getByLabel('Workspace', { exact: true }).selectOption({ label: 'Contracts' });
    await page.waitForURL(`${h.url}/c/${ws}`);
    await countShows(page, '26 contracts');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('manages folders and tags, empties the trash, creates templates and PDF contracts, and retries a failed load', async () => {
    const { context, api } = await loggedInContext(h.browser, h.url);
    const me = await api.get('/positions/me');
    const ws: number = me.collections.find((c: { virtual: boolean }) => !c.virtual).id;
    for (const name of ['Gamma one', 'Gamma two', 'Gamma three']) await api.post('/agreements/', { collection_id: ws, name, state: 0 });

    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${h.url}/c/${ws}?q=Gamma`);
    await countShows(page, '3 contracts');

    // Folders: create, create a subfolder, rename, delete (after the confirm).
    const folders = page.getByRole('navigation', { name: 'Folders' });
    await folders.getByRole('button', { name: 'New folder', exact: true }).click();
    await folders.getByLabel('Folder name').fill('Legal');
    await folders.getByRole('button', { name: 'Create folder' }).click();
    await folders.getByRole('button', { name: 'Legal', exact: true }).click();
    await page.getByRole('heading', { name: 'No results for these filters' }).waitFor();
    await folders.getByRole('button', { name: 'New folder in Legal' }).click();
    await folders.getByLabel('Folder name').fill('Archive');
    await folders.getByRole('button', { name: 'Create folder' }).click();
    await folders.locator('.folder-branch .folder-branch').getByRole('button', { name: 'Archive', exact: true }).waitFor();
    await folders.getByRole('button', { name: 'Rename folder Legal' }).click();
    await folders.getByLabel('Folder name').fill('Legal dept');
    await folders.getByRole('button', { name: 'Save name' }).click();
    await folders.getByRole('button', { name: 'Legal dept', exact: true }).waitFor();
    await folders.getByRole('button', { name: 'Delete folder Legal dept' }).click();
    const confirmFolder = page.getByRole('dialog', { name: 'Delete folder' });
    await confirmFolder.getByRole('button', { name: 'Delete' }).click();
    await confirmFolder.waitFor({ state: 'detached' });
    expect(await folders.getByRole('button', { name: 'Archive', exact: true }).count()).toBe(0);
    expect(await folders.getByRole('button', { name: 'All contracts' }).getAttribute('aria-current')).toBe('true');
    await countShows(page, '3 contracts');

    // A new tag through the row's Tags dialog, then the tag filter.
    await page.getByRole('button', { name: 'Actions for Gamma two' }).click();
    await page.getByRole('menuitem', { name: 'Tags…' }).click();
    const tagsDialog = page.getByRole('dialog', { name: 'Tags of Gamma two' });
    await tagsDialog.getByLabel('New tag').fill('VIP');
    await tagsDialog.getByRole('button', { name: 'Add tag' }).click();
    expect(await tagsDialog.getByRole('checkbox', { name: 'VIP' }).isChecked()).toBe(true);
    await tagsDialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'VIP', exact: true }).click();
    await countShows(page, '1 contract');
    expect(new URL(page.url()).searchParams.get('tags')).not.toBeNull();
    await page.getByRole('button', { name: 'VIP', exact: true }).click();
    await countShows(page, '3 contracts');
    await page.screenshot({ path: '/tmp/dashboard-list.png', fullPage: true });

    // Two to the trash: one deleted permanently, the rest by Empty trash.
    for (const name of ['Gamma one', 'Gamma three']) {
      await trashFromRow(page, name);
    }
    await page.goto(`${h.url}/c/${ws}/trash?q=Gamma`);
    await countShows(page, '2 contracts');
    await page.getByRole('button', { name: 'Delete Gamma one permanently' }).click();
    const purge = page.getByRole('dialog', { name: 'Delete permanently' });
    await purge.getByRole('button', { name: 'Delete permanently' }).click();
    await countShows(page, '1 contract');
    await page.getByRole('button', { name: 'Empty trash' }).click();
    await page.getByRole('dialog', { name: 'Empty trash' }).getByRole('button', { name: 'Delete permanently' }).click();
    await page.getByText('1 contract was deleted permanently.').waitFor();
    await page.getByRole('heading', { name: 'No results for these filters' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.getByRole('heading', { name: 'The trash is empty' }).waitFor();
    expect((await api.get(`/agreements/?trashed=1&collection_ids[]=${ws}`)).count).toBe(0);

    // New template opens in the editor as a template (state 6).
    await page.goto(`${h.url}/c/${ws}`);
    await page.getByRole('button', { name: 'More ways to create' }).click();
    await page.getByRole('menuitem', { name: 'New template' }).click();
    await page.waitForURL(/\/documents\/\d+$/);
    const template = await api.get(`/agreements/${new URL(page.url()).pathname.split('/').pop()}`);
    expect(template).toMatchObject({ state: 6, name: 'Untitled template', collection_id: ws });

    // From PDF: upload, then a draft with one PDF section.
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([420, 595]).drawText('Scanned', { x: 60, y: 400, size: 36, font });
    await page.goto(`${h.url}/c/${ws}`);
    await countShows(page, /\d+ contracts/.source);
    await page.getByLabel('PDF file').setInputFiles({ name: 'Supplier terms.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) });
    await page.waitForURL(/\/documents\/\d+$/);
    const fromPdf = await api.get(`/agreements/${new URL(page.url()).pathname.split('/').pop()}`);
    expect(fromPdf).toMatchObject({ state: 0, name: 'Supplier terms', collection_id: ws });
    expect(fromPdf.boxes.map((b: { type: number }) => b.type)).toEqual([3]);

    // A failed list load: the error with Try again (role="alert"), then the list.
    const listCall = (url: URL) => url.pathname === '/api/agreements/';
    await page.route(listCall, (route) => route.abort());
    await page.goto(`${h.url}/c/${ws}?q=Gamma`);
    await page.getByRole('alert').filter({ hasText: 'The contracts could not be loaded.' }).waitFor();
    await page.unroute(listCall);
    await page.getByRole('button', { name: 'Try again' }).click();
    await countShows(page, '1 contract');
    await page.screenshot({ path: '/tmp/dashboard-filtered.png', fullPage: true });

    expect(errors.filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);
    await context.close();
  });
  it('manages workspaces, starts from the sample template, undoes a delete, shows the trial and never scrolls sideways', async () => {
    const { context, api } = await loggedInContext(h.browser, h.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The trial end comes from GET /positions/me (account.trial_ends_at, proven by the server tests); here 12.5 days ahead.
    const trialEnd = new Date(Date.now() + 12.5 * 86_400_000).toISOString();
    await page.route(
      (url) => url.pathname === '/api/positions/me',
      async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        await route.fulfill({ response, json: { ...body, account: { ...body.account, trial_ends_at: trialEnd } } });
      },
    );
    await page.goto(`${h.url}/contracts`);
    await page.getByRole('region', { name: 'Free trial' }).getByText('12 days left in your free trial').waitFor();

    // The account menu leads to the settings area (an admin also straight to the account's pages) and logs out.
    await page.getByRole('button', { name: 'Account menu for Demo User' }).click();
    for (const item of ['Settings', 'Account settings', 'Log out']) await page.getByRole('menuitem', { name: item, exact: true }).waitFor();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await page.waitForURL(`${h.url}/settings/embed`);
    const settingsNav = page.getByRole('navigation', { name: 'Settings' });
    await settingsNav.getByRole('link', { name: 'Single sign-on' }).click();
    await page.waitForURL(`${h.url}/settings/sso`);
    await page.getByRole('heading', { level: 1, name: 'Single sign-on' }).waitFor();
    await page.goto(`${h.url}/contracts`);

    // Create a workspace: it opens, empty, with the first-run choices.
    await page.getByRole('button', { name: 'Workspace options' }).click();
    await page.getByRole('menuitem', { name: 'New workspace' }).click();
    const createDialog = page.getByRole('dialog', { name: 'New workspace' });
    await createDialog.getByLabel('Workspace name').fill('Partners');
    await createDialog.getByRole('button', { name: 'Create workspace' }).click();
    await page.waitForURL(/\/c\/\d+$/);
    const ws = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { name: 'Welcome! Let’s create your first contract' }).waitFor();
    await page.getByRole('button', { name: /Upload a PDF/ }).waitFor();
    await page.getByRole('button', { name: /New contract/ }).first().waitFor();
    await expectAccessible(page);
    for (const size of [{ width: 1280, height: 800 }, { width: 375, height: 812 }]) {
      await page.setViewportSize(size);
      await expectNoSidewaysScroll(page);
    }
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Rename it.
    await page.getByRole('button', { name: 'Workspace options' }).click();
    await page.getByRole('menuitem', { name: 'Rename workspace' }).click();
    const renameDialog = page.getByRole('dialog', { name: 'Rename workspace' });
    await renameDialog.getByLabel('Workspace name').fill('Partner deals');
    await renameDialog.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Workspace renamed to Partner deals', { exact: true }).waitFor();
    expect(await page.getByLabel('Workspace', { exact: true }).locator('option:checked').textContent()).toBe('Partner deals');

    // Start from the sample template: a template with the NDA text, opened in the editor.
    await page.getByRole('button', { name: /Start from a sample template/ }).click();
    await page.waitForURL(/\/documents\/\d+$/);
    const sample = await api.get(`/agreements/${new URL(page.url()).pathname.split('/').pop()}`);
    expect(sample).toMatchObject({ state: 6, name: 'Mutual non-disclosure agreement (sample)', collection_id: ws });
    expect(JSON.stringify(sample.boxes)).toContain('Confidential information means');

    // A workspace that holds a template is not deleted; the dialog says why.
    await page.goto(`${h.url}/c/${ws}/templates`);
    const templates = page.getByRole('list', { name: 'Templates' });
    await templates.getByRole('link', { name: sample.name }).waitFor();
    await page.getByRole('button', { name: 'Workspace options' }).click();
    await page.getByRole('menuitem', { name: 'Delete workspace' }).click();
    const refuse = page.getByRole('dialog', { name: 'Delete workspace' });
    await refuse.getByRole('button', { name: 'Delete workspace' }).click();
    await refuse.getByRole('alert').waitFor();
    await refuse.getByRole('button', { name: 'Cancel' }).click();

    // Delete with confirmation, then Undo from the toast brings it back.
    await trashFromRow(page, sample.name);
    await page.getByRole('heading', { name: 'No templates yet' }).waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await templates.getByRole('link', { name: sample.name }).waitFor();

    // Templates and trash views: no sideways scroll at either size, axe clean.
    for (const path of [`/c/${ws}/templates`, `/c/${ws}/trash`, `/c/${ws}`]) {
      await page.goto(`${h.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      for (const size of [{ width: 1280, height: 800 }, { width: 375, height: 812 }]) {
        await page.setViewportSize(size);
        await expectNoSidewaysScroll(page);
      }
      await expectAccessible(page);
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await page.screenshot({ path: '/tmp/dashboard-workspace.png', fullPage: true });

    // Shared with me says what it is.
    await page.getByLabel('Workspace', { exact: true }).selectOption({ label: 'Shared with me' });
    await page.getByText('Contracts other people shared with you').waitFor();

    // An empty workspace is deleted after the confirmation.
    await page.getByLabel('Workspace', { exact: true }).selectOption({ label: 'Contracts' });
    await page.getByRole('button', { name: 'Workspace options' }).click();
    await page.getByRole('menuitem', { name: 'New workspace' }).click();
    await page.getByRole('dialog', { name: 'New workspace' }).getByLabel('Workspace name').fill('Scratch');
    await page.getByRole('dialog', { name: 'New workspace' }).getByRole('button', { name: 'Create workspace' }).click();
    await page.getByRole('heading', { name: 'Welcome! Let’s create your first contract' }).waitFor();
    await page.getByRole('button', { name: 'Workspace options' }).click();
    await page.getByRole('menuitem', { name: 'Delete workspace' }).click();
    await page.getByRole('dialog', { name: 'Delete workspace' }).getByRole('button', { name: 'Delete workspace' }).click();
    await page.getByText('Workspace Scratch deleted', { exact: true }).waitFor();
    const names = ((await api.get('/collections/')).collection as { name: string }[]).map((c) => c.name);
    expect(names).toContain('Partner deals');
    expect(names).not.toContain('Scratch');

    expect(errors).toEqual([]);
    await context.close();
  });
});
