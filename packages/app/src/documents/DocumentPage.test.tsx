// @vitest-environment jsdom
import type { Agreement } from '@inkflow/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeMessageStore, openMessageEvent, resetActiveMessage } from '../collaboration/activeMessage.js';
import { rememberMessageLink } from '../collaboration/messageLink.js';
import { collaborationAgreement } from '../collaboration/testFixtures.js';

// The page around the collaboration: a loaded sent agreement, the contract view stubbed.
vi.mock('./useAgreement.js', () => ({
  useAgreement: () => ({ agreement: collaborationAgreement(), error: null, setAgreement: () => undefined, reload: () => Promise.resolve() }),
}));
vi.mock('./SentContract.js', () => ({ SentContract: ({ agreement }: { agreement: Agreement }) => <p>sent {agreement.id}</p> }));
const { DocumentPage } = await import('./DocumentPage.js');

beforeEach(() => {
  sessionStorage.clear();
  resetActiveMessage();
});
afterEach(cleanup);

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/documents/5']}>
      <Routes>
        <Route path="/documents/:id" element={<DocumentPage />} />
        <Route path="/" element={<p>home</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('DocumentPage message links', () => {
  it('opens the thread of a stored message link once, and follows the editor’s open-message events', async () => {
    rememberMessageLink(5, 42);
    renderPage();
    expect(await screen.findByText('sent 5')).toBeTruthy();
    await waitFor(() => expect(activeMessageStore.getState().request).toMatchObject({ messageId: 42, handled: false }));
    expect(sessionStorage.getItem('inkflow.messageLink')).toBeNull();
    window.dispatchEvent(new CustomEvent(openMessageEvent, { detail: { messageId: 43 } }));
    expect(activeMessageStore.getState()).toMatchObject({ activeMessageId: 43, request: { messageId: 43 } });
    cleanup();
    // Leaving the page forgets the thread.
    expect(activeMessageStore.getState()).toEqual({ activeMessageId: null, request: null });
  });

  it('ignores a link of another agreement', async () => {
    rememberMessageLink(6, 42);
    renderPage();
    await screen.findByText('sent 5');
    expect(activeMessageStore.getState().request).toBeNull();
  });
});
