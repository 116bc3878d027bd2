// @vitest-environment jsdom
import { positionFromWire } from '@inkflow/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPanel } from '../documents/panels/testRender.js';
import { useSession } from '../session/services.js';
import { activeMessageStore, openMessage, resetActiveMessage } from './activeMessage.js';
import { CollaborationPanel } from './CollaborationPanel.js';
import { messageFixture, messagesTestServer } from './messagesTestServer.js';
import { collaborationAgreement } from './testFixtures.js';
import { resetAgreementMessages } from './useAgreementMessages.js';

beforeEach(() => {
  resetAgreementMessages();
  resetActiveMessage();
  useSession.setState({
    position: positionFromWire({ id: 1, fullname: 'Demo User', email: 'demo@inkflow.test', language: 'en', user_role: 'admin', account: { id: 3, name: 'Demo' }, collections: [] }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const posted = (server: ReturnType<typeof messagesTestServer>) => server.state.requests.filter((r) => r.route === 'POST /api/agreements/5/messages/').map((r) => r.body);
const updates = (server: ReturnType<typeof messagesTestServer>) => server.state.requests.filter((r) => r.route.startsWith('PUT ')).map((r) => [r.route, r.body]);

async function renderWith(server: ReturnType<typeof messagesTestServer>, state = 1) {
  vi.stubGlobal('fetch', server.fetch);
  await renderPanel(<CollaborationPanel agreement={collaborationAgreement(state)} />);
}

describe('CollaborationPanel chat', () => {
  it('starts a conversation: Enter sends, Shift+Enter does not, the message appears', async () => {
    const server = messagesTestServer();
    await renderWith(server);
    expect(await screen.findByText('Start a conversation')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Hello there' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(posted(server)).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Hello there')).toBeTruthy();
    expect(posted(server)).toEqual([{ type: 2, body: 'Hello there' }]);
    // The thread shows from the store as the answer arrives; the composer clears right after.
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(''));
  });

  it('sends to chosen participants, privately to the team, and collects @mentions', async () => {
    const server = messagesTestServer();
    await renderWith(server);
    await screen.findByText('Start a conversation');
    fireEvent.click(screen.getByRole('button', { name: 'To: Everyone' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Erik Lund' }));
    expect(screen.getByRole('button', { name: 'To: Erik Lund' })).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Ask @An', selectionStart: 7 } });
    const option = await screen.findByRole('option', { name: /Anna Berg/ });
    expect(option.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((box as HTMLTextAreaElement).value).toBe('Ask @Anna Berg ');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posted(server)).toHaveLength(1));
    expect(posted(server)[0]).toEqual({ type: 2, body: 'Ask @Anna Berg', to_participant_ids: [32], mentioned_participant_ids: [31] });

    await screen.findByText('Ask @Anna Berg');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only my team' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Internal note' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posted(server)).toHaveLength(2));
    expect(posted(server)[1]).toEqual({ type: 2, body: 'Internal note', private: true });
    expect(await screen.findByText('Only your team')).toBeTruthy();
  });

  it('shows the last 6 threads with Show earlier, author, audience and replies; replies with parent_id', async () => {
    const threads = Array.from({ length: 8 }, (_, i) => messageFixture({ id: i + 1, to_participant_ids: i === 7 ? [31, 32] : [] }));
    threads[7] = { ...threads[7]!, replies: [1, 2, 3].map((n) => ({ ...messageFixture({ id: 100 + n, body: `Answer ${n}`, parent: { id: 8 } }), replies: undefined }) as never) };
    const server = messagesTestServer(threads);
    await renderWith(server);
    expect(await screen.findByText('Message 8')).toBeTruthy();
    expect(screen.queryByText('Message 2')).toBeNull();
    expect(screen.getByText('To Anna Berg, Erik Lund')).toBeTruthy();
    expect(screen.queryByText('Answer 1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show 1 earlier reply' }));
    expect(screen.getByText('Answer 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier' }));
    expect(await screen.findByText('Message 2')).toBeTruthy();
    expect(server.state.requests.some((r) => r.route === 'GET /api/agreements/5/messages/' && r.search.includes('offset=6'))).toBe(true);

    const thread = screen.getByText('Message 8').closest('article')!;
    fireEvent.change(within(thread).getByRole('textbox', { name: 'Reply' }), { target: { value: 'Thanks' } });
    fireEvent.click(within(thread).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(posted(server)).toEqual([{ type: 2, body: 'Thanks', parent_id: 8 }]));
    expect(await within(thread).findByText('Thanks')).toBeTruthy();
  });

  it('shows a failed post as a toast with the §8 message and keeps the text', async () => {
    const { Toaster } = await import('../design/Toaster.js');
    const server = messagesTestServer();
    server.state.failNextWith = { status: 403, body: { status_code: 403, api_error_code: 4999, message: 'locked' } };
    vi.stubGlobal('fetch', server.fetch);
    await renderPanel(
      <>
        <CollaborationPanel agreement={collaborationAgreement()} />
        <Toaster />
      </>,
    );
    await screen.findByText('Start a conversation');
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your message was not sent')).toBeTruthy();
    expect(screen.getByText('Document is locked')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('Hi');
  });
});

describe('CollaborationPanel comments', () => {
  const comment = (id: number, fields: Parameters<typeof messageFixture>[0] extends infer F ? Partial<F> : never = {}) =>
    messageFixture({ id, type: 3, comment_scope: { box_id: 3, start: 0, end: 5, quote: `Quote ${id}` }, ...fields });

  it('says Start collaborating without comments, All resolved! when only resolved ones', async () => {
    await renderWith(messagesTestServer());
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Comments' }));
    expect(await screen.findByText('Start collaborating')).toBeTruthy();
    cleanup();
    resetAgreementMessages();
    await renderWith(messagesTestServer([comment(1, { config: { status: 'resolved' } })]));
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Comments' }));
    expect(await screen.findByText('All resolved!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(screen.getByText('Quote 1')).toBeTruthy();
    expect(screen.getByText('Resolved', { selector: '.collab-chip' })).toBeTruthy();
  });

  it('filters Active / All / Resolved, quotes the text, whole sections and removed text', async () => {
    const server = messagesTestServer([
      comment(1),
      comment(2, { config: { status: 'resolved' } }),
      comment(3, { comment_scope: { box_id: 4 } }),
      comment(4, { comment_scope: { box_id: 3, start: 1, end: 2, quote: 'gone', detached: true } }),
      messageFixture({ id: 5, body: 'A chat message' }),
    ]);
    await renderWith(server);
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Comments' }));
    expect(await screen.findByText('Quote 1')).toBeTruthy();
    expect(screen.getByText('Whole section')).toBeTruthy();
    expect(screen.getByText('Text removed')).toBeTruthy();
    expect(screen.queryByText('Quote 2')).toBeNull();
    expect(screen.queryByText('A chat message')).toBeNull();
    expect(screen.getByRole('button', { name: 'Active' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByText('Quote 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(screen.queryByText('Quote 1')).toBeNull();
    expect(screen.getByText('Quote 2')).toBeTruthy();
  });

  it('accepts and rejects suggestions, resolves a counterparty’s comment and reopens it', async () => {
    const server = messagesTestServer([
      messageFixture({ id: 1, type: 4, body: 'May suits us better', suggestion: { box_id: 3, start: 10, end: 13, deleted: 'May', inserted: 'June' } }),
      messageFixture({ id: 2, type: 4, body: 'Shorter', suggestion: { box_id: 3, start: 0, end: 4, deleted: 'Very', inserted: '' } }),
      comment(3, { position_id: 1, participant_id: null, author: { name: 'Demo User', side: 'sender' } }),
      comment(4),
    ]);
    await renderWith(server);
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Comments' }));
    const first = (await screen.findByText('May suits us better')).closest('article')!;
    expect(within(first).getByText('May', { selector: 'del' })).toBeTruthy();
    expect(within(first).getByText('June', { selector: 'ins' })).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(updates(server)).toEqual([['PUT /api/agreements/5/messages/1', { status: 'accepted' }]]));
    // Accepted: out of Active.
    await waitFor(() => expect(screen.queryByText('May suits us better')).toBeNull());

    const second = screen.getByText('Shorter').closest('article')!;
    fireEvent.click(within(second).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(updates(server)[1]).toEqual(['PUT /api/agreements/5/messages/2', { status: 'rejected' }]));

    // The sender side resolves any comment, a counterparty's too (server messageRules.ts).
    const other = screen.getByText('Quote 4').closest('article')!;
    fireEvent.click(within(other).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(updates(server)[2]).toEqual(['PUT /api/agreements/5/messages/4', { config: { status: 'resolved' } }]));
    fireEvent.click(screen.getByRole('button', { name: 'Resolved' }));
    const resolved = (await screen.findByText('Quote 4')).closest('article')!;
    expect(within(resolved).getByText('Resolved', { selector: '.collab-chip' })).toBeTruthy();
    expect(screen.getByText('Accepted', { selector: '.collab-chip' })).toBeTruthy();
    fireEvent.click(within(resolved).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(updates(server)[3]).toEqual(['PUT /api/agreements/5/messages/4', { config: { status: null } }]));
  });

  it('opens a requested thread on its inner tab, loading earlier pages to find it, and marks messages read', async () => {
    const threads = [messageFixture({ id: 1, type: 3, comment_scope: { box_id: 3 }, body: 'Old comment' }), ...Array.from({ length: 7 }, (_, i) => messageFixture({ id: i + 2 }))];
    const server = messagesTestServer(threads, { unread: { chat: 2, comments: 1 } });
    openMessage(1);
    await renderWith(server);
    expect(await screen.findByText('Old comment')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Comments' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(activeMessageStore.getState().request?.handled).toBe(true));
    expect(screen.getByText('Old comment').closest('article')!.className).toContain('collab-thread--active');
    await waitFor(() => expect(server.state.requests.some((r) => r.route === 'POST /api/agreements/5/messages/read')).toBe(true));
    expect(server.state.requests.find((r) => r.route === 'POST /api/agreements/5/messages/read')!.body).toEqual({ message_id: 8 });

    act(() => openMessage(8));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Chat' }).getAttribute('aria-selected')).toBe('true'));
  });
});

describe('CollaborationPanel on templates', () => {
  it('explains that messages live in documents, without a composer', async () => {
    const server = messagesTestServer();
    await renderWith(server, 6);
    expect(screen.getByText('Create a document to start a conversation')).toBeTruthy();
    expect(screen.getByText('You can post messages only in documents.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Comments' }));
    expect(await screen.findByText('Create a document to start collaborating')).toBeTruthy();
    expect(server.state.requests).toHaveLength(0);
  });
});
