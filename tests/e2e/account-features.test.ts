/**
 * Account features in Chromium (§3 features map, §1 extensions): an admin turns contract notes
 * off on /settings/features (reached through the account menu and the settings navigation), the
 * Notes tab disappears from a document page and the notes call answers 6001; turned on again, the
 * tab is back. The features page is axe clean and has no sideways scroll at 1280 and 375 px, and
 * My settings saves a name that the header then shows.
 */
import { AxeBuilder } from '@axe-core/playwright';
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

/** Serious and critical axe violations of the page, as `id: target` lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** The names of the document sidebar's tabs. */
async function sidebarTabs(page: Page): Promise<string[]> {
  const sidebar = page.getByRole('complementary', { name: 'Document details' });
  await sidebar.getByRole('tab', { name: /^Participants/ }).waitFor();
  return (await sidebar.getByRole('tab').allTextContents()).map((name) => name.replace(/\d+.*$/, '').trim());
}

describe('account features', () => {
  it('an admin turns notes off: the Notes tab disappears from a document; turned on, it is back', async () => {
    const { context, api } = await loggedInContext(h.browser, h.url);
    const me = await api.get('/positions/me');
    const ws: number = me.collections.find((c: { virtual: boolean }) => !c.virtual).id;
    const draft = await api.post('/agreements/', { collection_id: ws, name: 'Noted lease', state: 0 });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const errors = watchErrors(page);

    await page.goto(`${h.url}/documents/${draft.id}`);
    expect(await sidebarTabs(page)).toContain('Notes');

    // Account menu → Account settings → Features in the settings navigation.
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Features' }).click();
    await page.getByRole('heading', { level: 1, name: 'Features' }).waitFor();
    const notes = page.getByRole('switch', { name: 'Contract notes' });
    expect(await notes.getAttribute('aria-checked')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await notes.click();
    await page.getByText('Contract notes is off').first().waitFor();
    expect(await notes.getAttribute('aria-checked')).toBe('false');
    await page.getByText(/^Turned off by Demo User on /).waitFor();

    // The document page no longer offers notes, and the server refuses them (6001).
    await page.goto(`${h.url}/documents/${draft.id}`);
    const without = await sidebarTabs(page);
    expect(without).not.toContain('Notes');
    expect(without).toContain('Links');
    const refused = await page.evaluate(async (id) => {
      const response = await fetch(`/api/agreements/${id}/notes/`);
      return { status: response.status, body: (await response.json()) as unknown };
    }, draft.id);
    expect(refused).toEqual({ status: 403, body: { status_code: 403, api_error_code: 6001, message: 'Extension disabled in your account' } });

    // On again: the tab is back.
    await page.goto(`${h.url}/settings/features`);
    await page.getByRole('switch', { name: 'Contract notes' }).click();
    await page.getByText('Contract notes is on').first().waitFor();
    await page.goto(`${h.url}/documents/${draft.id}`);
    expect(await sidebarTabs(page)).toContain('Notes');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the features page fits 375 px without sideways scroll, and My settings saves a name the header shows', async () => {
    const { context } = await loggedInContext(h.browser, h.url);
    const page = await context.newPage();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${h.url}/settings/features`);
      await page.getByRole('switch', { name: 'Personal ID two-step' }).waitFor();
      const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(scroll, `width ${width}`).toBeLessThanOrEqual(client);
    }
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${h.url}/settings/my`);
    const name = page.getByLabel('Name', { exact: true });
    await name.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Name is required' }).waitFor();
    await name.fill('Demo Renamed');
    await page.getByLabel(/Job title/).fill('Head of Legal');
    await page.getByLabel('Someone comments on a contract I own or take part in').uncheck();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor();
    await page.getByRole('button', { name: 'Account menu for Demo Renamed' }).waitFor();
    await page.reload();
    expect(await page.getByLabel(/Job title/).inputValue()).toBe('Head of Legal');
    expect(await page.getByLabel('Someone comments on a contract I own or take part in').isChecked()).toBe(false);
    await context.close();
  });
});
