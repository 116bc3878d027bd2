/**
 * Issue #4 dashboard in a real browser: seeded through the API (agreements, a folder, a tag, a
 * template), then paging, search and its empty state, folder and tag filters, moving, trash and
 * restore, creating from a template, importing a signed contract, and switching workspace.
 */
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

/** The "N contracts" line once the list has settled. */
async function countShows(page: Page, text: string) {
  await page.locator('.list-body:not(.is-busy) .list-count', { hasText: new RegExp(`^${text}$`) }).waitFor();
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
    await page.getByRole('button', { name: 'Move…' }).click();
    const move = page.getByRole('dialog', { name: 'Move Seed 22' });
    await move.getByLabel('Folder').selectOption({ label: 'Sales' });
    await move.getByRole('button', { name: 'Move' }).click();
    await page.getByText('Seed 22 was moved.').waitFor();
    await folders.getByRole('button', { name: 'Sales', exact: true }).click();
    await countShows(page, '3 contracts');
    await list.getByRole('link', { name: 'Seed 22' }).waitFor();

    // Delete -> the trash -> restore.
    await page.getByRole('button', { name: 'Actions for Beta NDA' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Beta NDA was moved to the trash.').waitFor();
    await countShows(page, '2 contracts');
    await page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'Trash' }).click();
    await page.waitForURL(`${h.url}/c/${ws}/trash`);
    const trash = page.getByRole('list', { name: 'Trashed contracts' });
    await trash.getByRole('link', { name: 'Beta NDA' }).waitFor();
    await page.getByRole('button', { name: 'Restore Beta NDA' }).click();
    await page.getByRole('heading', { name: 'The trash is empty' }).waitFor();
    expect(await page.title()).toContain('Contracts | Trash');

    // Templates view, then From template in the creation menu.
    await page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'Templates' }).click();
    await page.getByRole('list', { name: 'Templates' }).getByRole('link', { name: 'Consulting template' }).waitFor();
    await page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'Contracts' }).click();
    await countShows(page, '24 contracts');
    await page.getByRole('button', { name: 'More ways to create' }).click();
    await page.getByRole('button', { name: 'From template…' }).click();
    const library = page.getByRole('dialog', { name: 'Template library' });
    await library.getByRole('button', { name: 'Use template Consulting template' }).click();
    await page.waitForURL(/\/documents\/\d+$/);
    const createdId = Number(new URL(page.url()).pathname.split('/').pop());
    const created = await api.get(`/agreements/${createdId}`);
    expect(created).toMatchObject({ name: 'Consulting template', state: 0, collection_id: ws });

    // Import a signed contract: stored as signed and listed.
    await page.goto(`${h.url}/c/${ws}`);
    await countShows(page, '25 contracts');
    await page.getByRole('button', { name: 'More ways to create' }).click();
    await page.getByRole('button', { name: 'Import signed contract…' }).click();
    const imported = page.getByRole('dialog', { name: 'Import signed contract' });
    await imported.getByLabel('Contract name').fill('Old supplier deal');
    await imported.getByRole('button', { name: 'Import' }).click();
    await page.getByText('Old supplier deal was imported as signed.').waitFor();
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
});
