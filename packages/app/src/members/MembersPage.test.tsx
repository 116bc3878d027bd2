// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Toaster, TooltipProvider } from '../design/index.js';
import { polyfillForRadix, renderWithI18n } from '../design/designTestUtils.js';
import { toastStore } from '../design/toastStore.js';
import { serveForStory, signInForStory } from '../session/storyFakes.js';
import { fakeAccountRoutes, fakeAccountState, type FakeAccountState } from './fakeAccountServer.js';
import { MembersPage } from './MembersPage.js';

beforeAll(polyfillForRadix);
let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
  toastStore.setState({ toasts: [] });
});

async function renderPage(state: FakeAccountState = fakeAccountState()) {
  signInForStory();
  restore = serveForStory(fakeAccountRoutes(state));
  await renderWithI18n(
    <MemoryRouter>
      <TooltipProvider>
        <MembersPage />
        <Toaster />
      </TooltipProvider>
    </MemoryRouter>,
  );
  await screen.findByRole('list', { name: 'Members of the account' });
  return state;
}

const row = (name: string) => screen.getByText(name).closest('li')!;

/** Opens a row's menu and chooses `item`. */
async function choose(name: string, item: string) {
  fireEvent.keyDown(screen.getByRole('button', { name: `Actions for ${name}` }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('MembersPage', () => {
  it('shows seats used of seats bought, with pending invitations counted, and each member’s role, status and last login', async () => {
    await renderPage();
    expect(screen.getByText('3 of 5 seats used')).toBeTruthy();
    expect(screen.getByText('2 seats available')).toBeTruthy();
    expect(screen.getByText(/Active members: 2\. Pending invitations: 1\./)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '4 members' })).toBeTruthy();
    expect(within(row('Ada Lovelace')).getByText('Active')).toBeTruthy();
    expect(within(row('Ada Lovelace')).getByText('Member')).toBeTruthy();
    expect(within(row('Ada Lovelace')).getByText(/^Last login /)).toBeTruthy();
    expect(within(row('Carl Former')).getByText('Deactivated')).toBeTruthy();
    expect(within(row('Carl Former')).getByText('Never logged in')).toBeTruthy();
    expect(within(row('Ivy')).getByText('Invited')).toBeTruthy();
    expect(within(row('Ivy')).getByText(/^Invited on /)).toBeTruthy();
    expect(within(row('Demo User')).getByText('(you)')).toBeTruthy();
  });

  it('invites a colleague with a role and language; the list and the seats follow', async () => {
    const state = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Invite colleagues' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a colleague' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Email is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'not-an-email' } });
    expect(within(dialog).getByText('Email address is invalid')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'bo@inkflow.test' } });
    fireEvent.change(within(dialog).getByLabelText('Name (optional)'), { target: { value: 'Bo Builder' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Admin/ }));
    fireEvent.change(within(dialog).getByLabelText('Language of the invitation'), { target: { value: 'sv' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to bo@inkflow.test')).toBeTruthy();
    expect(state.writes).toContain('POST invite {"email":"bo@inkflow.test","language":"sv","user_role":"admin","fullname":"Bo Builder"}');
    expect(await screen.findByText('4 of 5 seats used')).toBeTruthy();
    expect(within(row('Bo Builder')).getByText('Admin')).toBeTruthy();
  });

  it('with every seat taken, the invite dialog says so and leads to Buy seats; buying refuses fewer than used', async () => {
    const state = await renderPage(fakeAccountState({ seats: 3 }));
    expect(screen.getByText('0 seats available')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Invite colleagues' }));
    const invite = await screen.findByRole('dialog', { name: 'Invite a colleague' });
    expect(within(invite).getByText('Every seat is in use. Buy seats to invite more colleagues.')).toBeTruthy();
    fireEvent.click(within(invite).getByRole('button', { name: 'Buy seats' }));
    const buy = await screen.findByRole('dialog', { name: 'Buy seats' });
    expect(within(buy).getByText('Choose how many seats your account has. 3 seats are in use.')).toBeTruthy();
    expect(within(buy).getByText('Test mode: the purchase is recorded and no card is charged.')).toBeTruthy();
    const input = within(buy).getByLabelText('Number of seats');
    fireEvent.change(input, { target: { value: '2' } });
    expect(within(buy).getByText('3 seats are in use: deactivate members or withdraw invitations before giving seats back')).toBeTruthy();
    expect((within(buy).getByRole('button', { name: 'Give back seats' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: '10001' } });
    expect(within(buy).getByText('Number of seats is not allowed to be above 10000')).toBeTruthy();
    fireEvent.change(input, { target: { value: '8' } });
    expect(within(buy).getByText('You add 5 seats.')).toBeTruthy();
    fireEvent.click(within(buy).getByRole('button', { name: 'Buy seats' }));
    expect(await screen.findByText('Your account now has 8 seats')).toBeTruthy();
    expect(state.writes).toContain('POST seats 8');
    expect(await screen.findByText('3 of 8 seats used')).toBeTruthy();
  });

  it('shows the server’s 6007 when a purchase is already running', async () => {
    const state = fakeAccountState();
    await renderPage(state);
    restore?.();
    restore = serveForStory({
      ...Object.fromEntries(['GET /api/accounts/3/members/', 'GET /api/accounts/3/seats'].map((k) => [k, fakeAccountRoutes(state)[k]!])),
      'POST /api/accounts/3/seats': { status: 409, body: { status_code: 409, api_error_code: 6007, message: 'Action already in progress' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buy seats' }));
    const buy = await screen.findByRole('dialog', { name: 'Buy seats' });
    fireEvent.change(within(buy).getByLabelText('Number of seats'), { target: { value: '9' } });
    fireEvent.click(within(buy).getByRole('button', { name: 'Buy seats' }));
    expect(await within(buy).findByRole('alert')).toHaveProperty('textContent', 'Action already in progress');
  });

  it('deactivates after asking, reactivates, and offers no deactivation of oneself', async () => {
    const state = await renderPage();
    await choose('Ada Lovelace', 'Deactivate');
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate this member?' });
    expect(within(confirm).getByText(/Ada Lovelace is logged out everywhere/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Ada Lovelace is deactivated')).toBeTruthy();
    expect(state.writes).toContain('POST deactivate 11');
    await waitFor(() => expect(within(row('Ada Lovelace')).getByText('Deactivated')).toBeTruthy());

    await choose('Carl Former', 'Reactivate');
    expect(await screen.findByText('Carl Former can log in again')).toBeTruthy();
    expect(state.writes).toContain('POST reactivate 12');

    fireEvent.keyDown(screen.getByRole('button', { name: 'Actions for Demo User' }), { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Make member', 'Revoke trusted devices']);
  });

  it('changes roles, and shows the last-admin refusal in words', async () => {
    const state = await renderPage();
    await choose('Ada Lovelace', 'Make admin');
    expect(await screen.findByText('Ada Lovelace is now an admin')).toBeTruthy();
    expect(state.writes).toContain('PUT user_role 11 admin');
    await choose('Ada Lovelace', 'Make member');
    await screen.findByText('Ada Lovelace is now a member');
    await choose('Demo User', 'Make member');
    expect(await screen.findByText('The account needs at least one active admin. Make another member an admin first.')).toBeTruthy();
  });

  it('revokes trusted devices, resends and withdraws invitations', async () => {
    const state = await renderPage();
    await choose('Ada Lovelace', 'Revoke trusted devices');
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Revoke trusted devices?' })).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Ada Lovelace is logged out on every device')).toBeTruthy();
    expect(state.writes).toContain('POST revoke_trusted_devices 11');
    await choose('Ivy', 'Resend invitation');
    expect(await screen.findByText('A new invitation is on its way to ivy@inkflow.test')).toBeTruthy();
    await choose('Ivy', 'Withdraw invitation');
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Withdraw the invitation?' })).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The invitation to Ivy is withdrawn')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('ivy@inkflow.test')).toBeNull());
    expect(await screen.findByText('2 of 5 seats used')).toBeTruthy();
  });

  it('shows Access denied to a non-admin (the server’s 403 99)', async () => {
    signInForStory();
    restore = serveForStory({ 'GET /api/accounts/3/members/': { status: 403, body: { status_code: 403, api_error_code: 99, message: 'Access denied' } }, 'GET /api/accounts/3/seats': { status: 403, body: { status_code: 403, api_error_code: 99, message: 'Access denied' } } });
    await renderWithI18n(
      <MemoryRouter>
        <MembersPage />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Access denied');
  });
});
