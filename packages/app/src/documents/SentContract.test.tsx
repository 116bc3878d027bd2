// @vitest-environment jsdom
import type { PushEvent } from '@inkflow/core';
import type { DocumentAnnotations } from '@inkflow/ui';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeMessageStore, resetActiveMessage } from '../collaboration/activeMessage.js';
import { messageFixture, messagesTestServer } from '../collaboration/messagesTestServer.js';
import { collaborationAgreement } from '../collaboration/testFixtures.js';
import { resetAgreementMessages } from '../collaboration/useAgreementMessages.js';
import { renderPanel } from './panels/testRender.js';

// What the page gives the ui's DocumentViewer, and the push listener it registers.
const viewer = vi.hoisted(() => ({ annotations: null as DocumentAnnotations | null, listeners: [] as ((event: PushEvent) => void)[] }));
vi.mock('@inkflow/ui', async (original) => ({
  ...(await original<typeof import('@inkflow/ui')>()),
  DocumentViewer: (props: { annotations?: DocumentAnnotations }) => {
    viewer.annotations = props.annotations ?? null;
    return <p>document</p>;
  },
}));
vi.mock('../collaboration/agreementChannel.js', () => ({
  subscribeAgreement: (_id: number, listener: (event: PushEvent) => void) => {
    viewer.listeners.push(listener);
    return () => void viewer.listeners.splice(viewer.listeners.indexOf(listener), 1);
  },
}));
const { SentContract } = await import('./SentContract.js');

beforeEach(() => {
  resetAgreementMessages();
  resetActiveMessage();
  viewer.annotations = null;
  viewer.listeners.length = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SentContract collaboration', () => {
  it('gives the viewer the comment and suggestion threads, opens threads, posts drafts, and reloads on push events', async () => {
    const server = messagesTestServer([
      messageFixture({ id: 1, body: 'chat' }),
      messageFixture({ id: 2, type: 3, comment_scope: { box_id: 3, start: 0, end: 4, quote: 'Rent' } }),
      messageFixture({ id: 3, type: 4, suggestion: { box_id: 3, start: 0, end: 4, deleted: 'Rent', inserted: 'Fee' } }),
    ]);
    vi.stubGlobal('fetch', server.fetch);
    const reload = vi.fn(() => Promise.resolve());
    await renderPanel(<SentContract agreement={collaborationAgreement()} reload={reload} onChange={() => undefined} />);
    expect(await screen.findByText('document')).toBeTruthy();
    await waitFor(() => expect(viewer.annotations?.messages.map((m) => m.id)).toEqual([3, 2]));
    expect(viewer.annotations!.canSuggest).toBe(true);

    act(() => viewer.annotations!.onSelectMessage!(2));
    expect(activeMessageStore.getState()).toMatchObject({ activeMessageId: 2, request: { messageId: 2 } });
    await waitFor(() => expect(viewer.annotations!.activeMessageId).toBe(2));

    await act(() => viewer.annotations!.onCreate!({ type: 3, body: 'Why?', comment_scope: { box_id: 3, start: 0, end: 4, quote: 'Rent' } }));
    expect(server.state.requests.at(-1)).toMatchObject({ route: 'POST /api/agreements/5/messages/', body: { type: 3, body: 'Why?', comment_scope: { box_id: 3, start: 0, end: 4, quote: 'Rent' } } });
    await waitFor(() => expect(viewer.annotations!.messages).toHaveLength(3));
    expect(activeMessageStore.getState().activeMessageId).toBe(1000);

    const base = { seq: 1, at: '2026-11-24T09:00:00Z', agreement_id: 5 };
    for (const l of viewer.listeners) l({ ...base, type: 'agreement.changed', reason: 'signed' });
    for (const l of viewer.listeners) l({ ...base, seq: 2, type: 'agreement.saved', checksum: 'c2', by_name: 'Anna' });
    expect(reload).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('focus'));
    expect(reload).toHaveBeenCalledTimes(3);

    // Accepting a suggestion changes the text: the page reloads without waiting for the push event.
    await act(async () => {
      const { agreementMessagesStore } = await import('../collaboration/useAgreementMessages.js');
      await agreementMessagesStore(5).getState().update(3, { status: 'accepted' });
    });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(4));
  });
});
