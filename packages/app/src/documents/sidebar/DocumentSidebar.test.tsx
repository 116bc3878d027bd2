// @vitest-environment jsdom
import { positionFromWire, type AccountFeatures } from '@inkflow/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collaborationAgreement } from '../../collaboration/testFixtures.js';
import { createAppI18n } from '../../i18n/createAppI18n.js';
import { useSession } from '../../session/services.js';

// The tabs only: the panels' own calls are not what is tested here.
vi.mock('../../collaboration/useAgreementMessages.js', () => ({ useAgreementMessages: () => 0 }));
vi.mock('../ParticipantsPanel.js', () => ({ ParticipantsPanel: () => <p>participants</p> }));
const { DocumentSidebarTabs } = await import('./DocumentSidebar.js');

const signIn = (features: AccountFeatures) =>
  useSession.setState({
    position: positionFromWire({ id: 1, fullname: 'Ada', email: 'ada@inkflow.test', language: 'en', user_role: 'admin', account: { id: 3, name: 'Demo', features }, collections: [] }),
  });

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

async function renderTabs() {
  const i18n = await createAppI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <DocumentSidebarTabs agreement={collaborationAgreement()} onChange={() => {}} />
    </I18nextProvider>,
  );
  return () => screen.getAllByRole('tab').map((tab) => tab.textContent);
}

describe('DocumentSidebarTabs and the account features', () => {
  it('shows Notes and Reminders by default, and Review only with AI review on', async () => {
    signIn({});
    const tabs = await renderTabs();
    expect(tabs()).toEqual(['Participants', 'Collaboration', 'Details', 'Notes', 'Links', 'Reminders', 'Audit trail']);
    act(() => signIn({ aiReview: { enabled: 1 } }));
    expect(tabs()).toEqual(['Participants', 'Collaboration', 'Details', 'Notes', 'Links', 'Reminders', 'Review', 'Audit trail']);
  });

  it('hides the Notes and Reminders tabs while the account has them off, and falls back from a remembered one', async () => {
    sessionStorage.setItem('inkflow.sidebarTab.5', 'notes');
    signIn({ notes: { enabled: 0 }, reminders: { enabled: 0 } });
    const tabs = await renderTabs();
    expect(tabs()).toEqual(['Participants', 'Collaboration', 'Details', 'Links', 'Audit trail']);
    expect(screen.getByRole('tab', { name: 'Participants' }).getAttribute('aria-selected')).toBe('true');
    act(() => signIn({}));
    expect(tabs()).toContain('Notes');
  });
});
