/**
 * Members, groups and sharing in a real browser, with the invitation going through a real SMTP
 * server: an admin invites a colleague from the members page, the colleague completes the sign-up
 * from the emailed link, the admin puts them in a new group and shares a workspace with the group,
 * and the colleague, logging in, finds the workspace and its contract. The pages are checked with
 * axe and at phone width for sideways scrolling.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from './accountsSmtp.js';
import { logInThroughUi, ownerApi, startHarness, watchErrors, type Harness } from './harness.js';

let h: Harness;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  h = await startHarness({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await h?.close();
  await smtp?.close();
});

const colleague = { email: 'mia.member@example.com', name: 'Mia Member', password: 'mia-member-password-1' };

/** axe-core finds no serious or critical violation on the page once its animations (a toast fading in) have ended. */
async function expectAccessible(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** Opens a page of the settings navigation. */
async function openSettings(page: Page, link: string) {
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: link }).click();
}

describe('members, groups and sharing', () => {
  it('an admin invites a member, groups them, shares a workspace with the group, and the member sees it', async () => {
    const adminContext = await h.browser.newContext();
    const admin = await adminContext.newPage();
    const errors = watchErrors(admin);
    await logInThroughUi(admin, h.url);
    const api = await ownerApi(adminContext, h.url);
    const me = await api.get('/positions/me');
    const workspaceId: number = me.collections[0].id;
    await api.post('/agreements/', { collection_id: workspaceId, name: 'Partner agreement for the group' });

    // Members (the account settings' first page): invite a colleague.
    await admin.getByRole('button', { name: 'Account menu for Demo User' }).click();
    await admin.getByRole('menuitem', { name: 'Account settings' }).click();
    await admin.waitForURL(`${h.url}/settings/members`);
    await admin.getByText('1 of 5 seats used').waitFor();
    await expectAccessible(admin);
    await admin.getByRole('button', { name: 'Invite colleagues' }).click();
    const invite = admin.getByRole('dialog', { name: 'Invite a colleague' });
    await invite.getByLabel('Email').fill(colleague.email);
    await invite.getByLabel('Name (optional)').fill(colleague.name);
    await expectAccessible(admin);
    const since = smtp.mails.length;
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByText(`Invitation sent to ${colleague.email}`).first().waitFor();
    await admin.getByText('2 of 5 seats used').waitFor();
    const row = admin.getByRole('listitem').filter({ hasText: colleague.email });
    await row.getByText('Invited', { exact: true }).waitFor();

    // The colleague completes the sign-up from the emailed link.
    const link = await smtp.waitFor(colleague.email, /(https?:\/\/[^\s"<>]+\/signup\/[A-Za-z0-9_-]+)/, since);
    const memberContext = await h.browser.newContext();
    const member = await memberContext.newPage();
    await member.goto(link);
    await member.getByRole('heading', { name: `Complete registration for ${colleague.email}, at Demo Company` }).waitFor();
    await member.getByLabel('Password').fill(colleague.password);
    await member.getByRole('button', { name: 'Sign up' }).click();
    await member.waitForURL(`${h.url}/contracts`);
    await memberContext.close();

    await admin.reload();
    await row.getByText('Active', { exact: true }).waitFor();

    // Groups: a new group with the colleague in it.
    await openSettings(admin, 'Groups');
    await admin.waitForURL(`${h.url}/settings/groups`);
    await admin.getByRole('heading', { name: 'No groups yet' }).waitFor();
    await expectAccessible(admin);
    await admin.getByRole('button', { name: 'New group' }).click();
    const create = admin.getByRole('dialog', { name: 'New group' });
    await create.getByLabel('Group name').fill('Partners team');
    await create.getByRole('button', { name: 'Create group' }).click();
    const group = admin.getByRole('region', { name: 'Partners team' });
    await group.getByLabel('Add a member').selectOption({ label: `${colleague.name} (${colleague.email})` });
    await group.getByRole('button', { name: 'Add' }).click();
    await group.getByText('1 member', { exact: true }).waitFor();
    await expectAccessible(admin);

    // Share the workspace with the group, from the workspace options.
    await admin.goto(`${h.url}/c/${workspaceId}`);
    await admin.getByRole('button', { name: 'Workspace options' }).click();
    await admin.getByRole('menuitem', { name: 'Share workspace' }).click();
    const share = admin.getByRole('dialog', { name: 'Share Contracts' });
    await share.getByText('Nobody has been given access yet.').waitFor();
    await share.getByLabel('Person or group').selectOption({ label: 'Partners team (1 member)' });
    await share.getByLabel('Role').selectOption({ label: 'Editor' });
    await share.getByRole('button', { name: 'Share' }).click();
    await share.getByRole('listitem').filter({ hasText: 'Partners team' }).getByText('Editor').waitFor();
    await expectAccessible(admin);
    await share.getByRole('button', { name: 'Done' }).click();
    expect(errors).toEqual([]);

    // The colleague logs in and finds the workspace and its contract.
    const again = await h.browser.newContext();
    const page = await again.newPage();
    const memberErrors = watchErrors(page);
    await page.goto(`${h.url}/login`);
    await page.getByLabel('Email').fill(colleague.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password').fill(colleague.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(new RegExp(`${h.url}/(contracts|c/\\d+)`));
    const workspaces = page.getByLabel('Workspace', { exact: true });
    await expect.poll(async () => (await workspaces.locator('option').allTextContents()).includes('Contracts')).toBe(true);
    await workspaces.selectOption({ label: 'Contracts' });
    await page.getByText('Partner agreement for the group').waitFor();
    // Not an admin: the settings have no account pages (Members, Groups), and the members list answers Access denied.
    await page.getByRole('button', { name: 'Account menu for Mia Member' }).click();
    expect(await page.getByRole('menuitem', { name: 'Account settings' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'My settings' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Members' }).count()).toBe(0);
    await page.goto(`${h.url}/settings/members`);
    await page.getByRole('alert').getByText('Access denied').waitFor();
    // The roles matrix reads the same for everyone.
    await page.goto(`${h.url}/settings/roles`);
    await page.getByRole('table', { name: 'Roles and their permissions' }).waitFor();
    await expectAccessible(page);
    expect(memberErrors).toEqual([]);
    await again.close();
    await adminContext.close();
  });

  it('lays the members, groups and roles pages out at phone width without sideways scrolling', async () => {
    const context = await h.browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await logInThroughUi(page, h.url);
    for (const [path, ready] of [
      ['/settings/members', 'Invite colleagues'],
      ['/settings/groups', 'New group'],
    ] as const) {
      await page.goto(`${h.url}${path}`);
      await page.getByRole('button', { name: ready }).first().waitFor();
      await expectNoSidewaysScroll(page);
    }
    await page.goto(`${h.url}/settings/roles`);
    await page.getByRole('table', { name: 'Roles and their permissions' }).waitFor();
    await expectNoSidewaysScroll(page);
    await context.close();
  });
});
