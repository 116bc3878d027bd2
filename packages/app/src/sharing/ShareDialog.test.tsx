// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillForRadix, renderWithI18n } from '../design/designTestUtils.js';
import { fakeAccountRoutes, fakeAccountState } from '../members/fakeAccountServer.js';
import { serveForStory, signInForStory } from '../session/storyFakes.js';
import { ShareDialog } from './ShareDialog.js';

beforeAll(polyfillForRadix);
let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
});

describe('ShareDialog', () => {
  it('gives a group a role on a workspace, lists who has access, and removes it', async () => {
    signInForStory();
    const state = fakeAccountState();
    restore = serveForStory(fakeAccountRoutes(state));
    await renderWithI18n(<ShareDialog resource={{ type: 'collection', id: 1, name: 'Sales' }} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Share Sales' });
    expect(await within(dialog).findByText('Nobody has been given access yet.')).toBeTruthy();
    const who = within(dialog).getByLabelText('Person or group') as HTMLSelectElement;
    // Groups first, then people; the signed-in position is not offered.
    expect([...who.options].map((o) => o.textContent)).toEqual(['Choose a person or a group', 'Sales (1 member)', 'Ada Lovelace (ada@inkflow.test)', 'Carl Former (carl@inkflow.test)']);
    fireEvent.change(who, { target: { value: 'group:21' } });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    const entry = (await within(dialog).findByText('Sales', { selector: '.member-name' })).closest('li')!;
    expect(within(entry).getByText('Group')).toBeTruthy();
    expect(within(entry).getByText('Editor')).toBeTruthy();
    expect(state.writes).toContain('POST collection 1 group 21 role 2');
    expect(within(dialog).getByRole('status').textContent).toBe('Sales now has access');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Editor from Sales' }));
    expect(await within(dialog).findByText('Nobody has been given access yet.')).toBeTruthy();
    expect(state.writes).toContain('DELETE collection 1 group 21 role 2');
  });

  it('shares a contract with a person, and shows a refusal (403 99) in words', async () => {
    signInForStory();
    const state = fakeAccountState();
    restore = serveForStory(fakeAccountRoutes(state));
    await renderWithI18n(<ShareDialog resource={{ type: 'agreement', id: 40, name: 'NDA Acme' }} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Share NDA Acme' });
    await within(dialog).findByText('Nobody has been given access yet.');
    fireEvent.change(within(dialog).getByLabelText('Person or group'), { target: { value: 'position:11' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    const entry = (await within(dialog).findByText('Ada Lovelace', { selector: '.member-name' })).closest('li')!;
    expect(within(entry).getByText('ada@inkflow.test')).toBeTruthy();
    expect(within(entry).getByText('Viewer')).toBeTruthy();
    expect(state.writes).toContain('POST agreement 40 position 11 role 1');
  });

  it('says Access denied when the caller may not share', async () => {
    signInForStory();
    const denied = { status: 403, body: { status_code: 403, api_error_code: 99, message: 'Access denied' } };
    restore = serveForStory({ ...fakeAccountRoutes(fakeAccountState()), 'GET /api/agreements/40/bindings/': denied });
    await renderWithI18n(<ShareDialog resource={{ type: 'agreement', id: 40, name: 'NDA Acme' }} onClose={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Access denied');
  });
});
