// @vitest-environment jsdom
import { positionFromWire } from '@inkflow/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppI18n } from '../i18n/createAppI18n.js';
import { useSession } from '../session/services.js';
import { SettingsArea } from './SettingsArea.js';
import { visibleSettingsNav } from './settingsNav.js';

const position = (userRole: string, features: Record<string, { enabled: 0 | 1 }> = {}) =>
  positionFromWire({ id: 1, fullname: 'Demo User', email: 'demo@inkflow.test', language: 'en', user_role: userRole, account: { id: 3, name: 'Demo', features }, collections: [] });

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

async function renderArea(url: string) {
  const i18n = await createAppI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route element={<SettingsArea />}>
            <Route path="/settings" element={null} />
            <Route path="/settings/:page" element={<Where />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

afterEach(() => cleanup());

describe('SettingsArea', () => {
  it("shows an admin both groups, marks the current page and opens the first page for /settings", async () => {
    useSession.setState({ position: position('admin') });
    await renderArea('/settings');
    expect((await screen.findByTestId('where')).textContent).toBe('/settings/my');
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(nav).getByRole('group', { name: 'Your settings' })).toBeTruthy();
    const account = within(nav).getByRole('group', { name: 'Account' });
    expect(within(account).getAllByRole('link').map((a) => a.textContent)).toEqual(['Members', 'Groups', 'Roles', 'Company profile', 'Embedding', 'Single sign-on', 'Features', 'Webhooks', 'Account data']);
    expect(within(nav).getByRole('link', { name: 'My settings' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Embedding' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows a member only their own settings', async () => {
    useSession.setState({ position: position('member') });
    await renderArea('/settings/two-step');
    const nav = await screen.findByRole('navigation', { name: 'Settings' });
    expect(within(nav).queryByRole('group', { name: 'Account' })).toBeNull();
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['My settings', 'Change email', 'Two-step authentication']);
    expect(screen.getByTestId('where').textContent).toBe('/settings/two-step');
  });
});

describe('visibleSettingsNav', () => {
  it('leaves out Single sign-on while the account has the sso feature off (§1 extension)', () => {
    const paths = (features: Record<string, { enabled: 0 | 1 }>) => visibleSettingsNav(position('admin', features)).flatMap((g) => g.items.map((i) => i.path));
    expect(paths({})).toContain('/settings/sso');
    expect(paths({ sso: { enabled: 0 } })).not.toContain('/settings/sso');
    expect(paths({ sso: { enabled: 0 } })).toContain('/settings/features');
  });

  it('keeps only Account data while the account is closing (§7 cancellation)', () => {
    const closing = { ...position('admin'), account: { ...position('admin').account, deletionDueAt: '2026-12-28T09:00:00.000Z' } };
    expect(visibleSettingsNav(closing).flatMap((g) => g.items.map((i) => i.path))).toEqual(['/settings/account-data']);
  });

  it('hides the account group from members and from a missing session', () => {
    const member = visibleSettingsNav(position('member'));
    expect(member.map((g) => g.id)).toEqual(['personal']);
    expect(visibleSettingsNav(null).map((g) => g.id)).toEqual(['personal']);
  });
});
