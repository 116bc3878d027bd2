// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../design/designTestUtils.js';
import { fakeRoles } from '../members/fakeAccountServer.js';
import { serveForStory, signInForStory } from '../session/storyFakes.js';
import { areasFor, permissionAreas } from './permissionAreas.js';
import { RolesPage } from './RolesPage.js';

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
});

async function renderPage(roles = fakeRoles) {
  signInForStory();
  restore = serveForStory({ 'GET /api/roles/': { body: { collection: roles, count: roles.length } } });
  await renderWithI18n(
    <MemoryRouter>
      <RolesPage />
    </MemoryRouter>,
  );
  return screen.findByRole('table', { name: 'Roles and their permissions' });
}

/** The cell texts (what a screen reader hears) of the row headed `permission`. */
const rowOf = (table: HTMLElement, permission: string) =>
  within(within(table).getByRole('rowheader', { name: new RegExp(`^${permission}`) }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent?.replace(/[✓–]/, ''));

describe('RolesPage', () => {
  it('shows the roles as columns and the permissions by area with readable names', async () => {
    const table = await renderPage();
    expect(within(table.querySelector('thead')!).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Permission',
      'AdminAccount role',
      'ViewerBuilt in',
      'EditorBuilt in',
      'ManagerBuilt in',
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Contracts' })).toBeTruthy();
    expect(rowOf(table, 'View contracts')).toEqual(['Allowed', 'Allowed', 'Allowed', 'Allowed']);
    expect(rowOf(table, 'Edit contracts')).toEqual(['Allowed', 'Not allowed', 'Allowed', 'Allowed']);
    expect(rowOf(table, 'Share the workspace')).toEqual(['Allowed', 'Not allowed', 'Not allowed', 'Allowed']);
  });

  it('adds an account’s own role as a column and an unknown permission under Other', async () => {
    const table = await renderPage([...fakeRoles, { id: 101, account_id: 3, name: 'Note taker', permissions: ['agreement:view', 'agreement:note:create', 'agreement:export'] }]);
    expect(within(table).getByRole('columnheader', { name: "Note takerYour account's" })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Other' })).toBeTruthy();
    expect(rowOf(table, 'agreement:export')).toEqual(['Allowed', 'Not allowed', 'Not allowed', 'Not allowed', 'Allowed']);
  });

  it('groups every built-in permission in a named area', () => {
    const listed = permissionAreas.flatMap((a) => a.permissions);
    expect(new Set(fakeRoles.flatMap((r) => r.permissions))).toEqual(new Set(listed));
    expect(areasFor(listed).map((a) => a.id)).toEqual(['workspaces', 'contracts', 'notes', 'reminders', 'approvals', 'sharing']);
  });
});
