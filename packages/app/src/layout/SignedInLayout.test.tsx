// @vitest-environment jsdom
import { positionFromWire } from '@inkflow/core';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppI18n } from '../i18n/createAppI18n.js';
import { useSession } from '../session/services.js';
import { SignedInLayout } from './SignedInLayout.js';

afterEach(cleanup);

async function renderAt(path: string, deletionDueAt: string | null) {
  useSession.setState({
    status: 'signedIn',
    position: positionFromWire({
      id: 1,
      fullname: 'Demo User',
      email: 'demo@inkflow.test',
      language: 'en',
      user_role: 'admin',
      account: { id: 3, name: 'Demo Ltd', deletion_due_at: deletionDueAt },
      collections: [{ id: 7, name: 'Contracts', virtual: false }],
    }),
  });
  const i18n = await createAppI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<SignedInLayout />}>
            <Route path="/contracts" element={<p>The dashboard</p>} />
            <Route path="/settings/account-data" element={<p>The account data page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('SignedInLayout', () => {
  it('leads every page of a closing account to the account data page and hides the navigation', async () => {
    await renderAt('/contracts', '2026-12-28T09:00:00.000Z');
    expect(await screen.findByText('The account data page')).toBeTruthy();
    expect(screen.queryByText('The dashboard')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('shows the page asked for while the account is open', async () => {
    await renderAt('/contracts', null);
    expect(await screen.findByText('The dashboard')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });
});
