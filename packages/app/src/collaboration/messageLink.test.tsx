// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentSidebarTabs } from '../documents/sidebar/DocumentSidebar.js';
import { CollaborationSlot } from '../documents/sidebar/CollaborationSlot.js';
import { createAppI18n } from '../i18n/createAppI18n.js';
import { activeMessageStore, listenForOpenMessage, openMessage, openMessageEvent, resetActiveMessage } from './activeMessage.js';
import { renderCollaboration } from './collaborationRenderer.js';
import { hasMessageLink, rememberMessageLink, takeMessageLink } from './messageLink.js';
import { MessageLinkRoute } from './MessageLinkRoute.js';
import { messageFixture, messagesTestServer } from './messagesTestServer.js';
import { collaborationAgreement } from './testFixtures.js';
import { resetAgreementMessages } from './useAgreementMessages.js';

let i18n: I18n | null = null;
beforeEach(() => {
  sessionStorage.clear();
  resetAgreementMessages();
  resetActiveMessage();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('message links', () => {
  it('keeps the message id in session storage under a prefixed key, for its agreement only, taken once', () => {
    rememberMessageLink(5, 42);
    expect(sessionStorage.key(0)).toMatch(/^inkflow\./);
    expect(hasMessageLink(6)).toBe(false);
    expect(takeMessageLink(6)).toBeNull();
    expect(hasMessageLink(5)).toBe(true);
    expect(takeMessageLink(5)).toBe(42);
    expect(takeMessageLink(5)).toBeNull();
  });

  it('/documents/:id/m/:messageId stores the id and replaces the URL by /documents/:id', async () => {
    i18n ??= await createAppI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/documents/5/m/42']}>
          <Routes>
            <Route path="/documents/:id/m/:messageId" element={<MessageLinkRoute />} />
            <Route path="/documents/:id" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect((await screen.findByTestId('where')).textContent).toBe('/documents/5');
    expect(takeMessageLink(5)).toBe(42);
  });

  it('the guest variant goes back to the guest page', async () => {
    i18n ??= await createAppI18n('en');
    render(
      <MemoryRouter initialEntries={['/documents/5/at/tok123/m/43']}>
        <Routes>
          <Route path="/documents/:id/at/:guestToken/m/:messageId" element={<MessageLinkRoute />} />
          <Route path="/documents/:id/at/:guestToken" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('where')).textContent).toBe('/documents/5/at/tok123');
    expect(takeMessageLink(5)).toBe(43);
  });

  it('an open request (message link, highlight, editor event) switches the sidebar to Collaboration → Comments on the thread', async () => {
    i18n ??= await createAppI18n('en');
    const server = messagesTestServer([messageFixture({ id: 7, type: 3, body: 'About the rent', comment_scope: { box_id: 3, start: 0, end: 4, quote: 'Rent' } }), messageFixture({ id: 8 })], {
      unread: { chat: 1, comments: 2 },
    });
    vi.stubGlobal('fetch', server.fetch);
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <CollaborationSlot.Provider value={renderCollaboration}>
            <DocumentSidebarTabs agreement={collaborationAgreement()} onChange={() => undefined} />
          </CollaborationSlot.Provider>
        </MemoryRouter>
      </I18nextProvider>,
    );
    // The unread badge on the Collaboration tab.
    expect(await screen.findByRole('tab', { name: /^Collaboration\s*\(3\)$/ })).toBeTruthy();
    const stop = listenForOpenMessage();
    act(() => void window.dispatchEvent(new CustomEvent(openMessageEvent, { detail: { messageId: 7 } })));
    stop();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Collaboration' }).getAttribute('aria-selected')).toBe('true'));
    expect(await screen.findByText('About the rent')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Comments' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(activeMessageStore.getState().request?.handled).toBe(true));
    expect(activeMessageStore.getState().activeMessageId).toBe(7);
    expect(sessionStorage.getItem('inkflow.sidebarTab.5')).toBe('collaboration');

    // Another tab, then a new request comes back to Collaboration.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Details' }));
    act(() => openMessage(8));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Collaboration' }).getAttribute('aria-selected')).toBe('true'));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Chat' }).getAttribute('aria-selected')).toBe('true'));
  });
});
