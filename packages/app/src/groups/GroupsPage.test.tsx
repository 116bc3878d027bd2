// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Toaster, TooltipProvider } from '../design/index.js';
import { polyfillForRadix, renderWithI18n } from '../design/designTestUtils.js';
import { toastStore } from '../design/toastStore.js';
import { fakeAccountRoutes, fakeAccountState, type FakeAccountState } from '../members/fakeAccountServer.js';
import { serveForStory, signInForStory } from '../session/storyFakes.js';
import { GroupsPage } from './GroupsPage.js';

beforeAll(polyfillForRadix);
let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
  toastStore.setState({ toasts: [] });
});

async function renderPage(state: FakeAccountState) {
  signInForStory();
  restore = serveForStory(fakeAccountRoutes(state));
  await renderWithI18n(
    <MemoryRouter>
      <TooltipProvider>
        <GroupsPage />
        <Toaster />
      </TooltipProvider>
    </MemoryRouter>,
  );
  return state;
}

const card = (name: string) => screen.getByRole('region', { name });

describe('GroupsPage', () => {
  it('shows the group-members empty state without groups, and creates the first group', async () => {
    const state = await renderPage(fakeAccountState({ groups: [] }));
    expect(await screen.findByRole('heading', { name: 'No groups yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    fireEvent.change(within(dialog).getByLabelText('Group name'), { target: { value: 'Legal' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Group Legal created')).toBeTruthy();
    expect(state.writes).toContain('POST group Legal');
    expect(within(await screen.findByRole('region', { name: 'Legal' })).getByRole('heading', { name: 'No members yet' })).toBeTruthy();
  });

  it('shows a taken name refused by the server in the dialog', async () => {
    await renderPage(fakeAccountState());
    await screen.findByRole('region', { name: 'Sales' });
    fireEvent.click(screen.getByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    fireEvent.change(within(dialog).getByLabelText('Group name'), { target: { value: 'sales' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('name: a group named "sales" already exists');
  });

  it('adds and removes members, offering only active colleagues not yet in the group', async () => {
    const state = await renderPage(fakeAccountState());
    const sales = await screen.findByRole('region', { name: 'Sales' });
    expect(within(sales).getByText('1 member')).toBeTruthy();
    const picker = within(sales).getByLabelText('Add a member') as HTMLSelectElement;
    // Demo User only: Ada is in the group, Carl is deactivated, Ivy has not signed up.
    expect([...picker.options].map((o) => o.textContent)).toEqual(['Choose a colleague', 'Demo User (demo@inkflow.test)']);
    fireEvent.change(picker, { target: { value: '7' } });
    fireEvent.click(within(sales).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Demo User added to Sales')).toBeTruthy();
    expect(state.writes).toContain('POST group 21 member 7');
    await waitFor(() => expect(within(card('Sales')).getByText('2 members')).toBeTruthy());
    fireEvent.click(within(card('Sales')).getByRole('button', { name: 'Remove Ada Lovelace from Sales' }));
    expect(await screen.findByText('Ada Lovelace removed from Sales')).toBeTruthy();
    expect(state.writes).toContain('DELETE group 21 member 11');
  });

  it('renames, and deletes after asking', async () => {
    const state = await renderPage(fakeAccountState());
    await screen.findByRole('region', { name: 'Sales' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Options for Sales' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename group' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename group' });
    fireEvent.change(within(rename).getByLabelText('Group name'), { target: { value: 'Sales Nordics' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('region', { name: 'Sales Nordics' })).toBeTruthy();

    fireEvent.keyDown(screen.getByRole('button', { name: 'Options for Sales Nordics' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete group' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this group?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete group' }));
    expect(await screen.findByText('Group Sales Nordics deleted')).toBeTruthy();
    expect(state.writes).toContain('DELETE group 21');
    expect(await screen.findByRole('heading', { name: 'No groups yet' })).toBeTruthy();
  });
});
