// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { messageFixture } from './messagesTestServer.js';
import { mergeMessage } from './useAgreementMessages.js';

describe('mergeMessage', () => {
  const reply = (id: number, parent: number, body = `Reply ${id}`) => messageFixture({ id, parent: { id: parent }, body });

  it('prepends a new thread and replaces a known one, keeping its replies when the update has none', () => {
    const one = { ...messageFixture({ id: 1 }), replies: [reply(10, 1)].map(({ replies: _r, ...r }) => r) };
    const threads = mergeMessage([one], messageFixture({ id: 2 }));
    expect(threads.map((t) => t.id)).toEqual([2, 1]);
    const resolved = mergeMessage(threads, messageFixture({ id: 1, config: { status: 'resolved' } }));
    expect(resolved.map((t) => t.id)).toEqual([2, 1]);
    expect(resolved[1]!.config).toEqual({ status: 'resolved' });
    expect(resolved[1]!.replies.map((r) => r.id)).toEqual([10]);
  });

  it('appends a reply to its thread once, replaces an updated reply, and ignores replies of unknown threads', () => {
    let threads = [messageFixture({ id: 1 })];
    threads = mergeMessage(threads, reply(11, 1));
    threads = mergeMessage(threads, reply(11, 1));
    expect(threads[0]!.replies.map((r) => r.id)).toEqual([11]);
    expect('replies' in threads[0]!.replies[0]!).toBe(false);
    threads = mergeMessage(threads, reply(11, 1, 'Edited'));
    expect(threads[0]!.replies[0]!.body).toBe('Edited');
    expect(mergeMessage(threads, reply(12, 99))).toEqual(threads);
  });
});

describe('agreementMessagesStore', () => {
  it('loads the last 6 threads, then 6 earlier, posts and marks read with the §7 bodies', async () => {
    const { vi } = await import('vitest');
    const { messagesTestServer } = await import('./messagesTestServer.js');
    const { agreementMessagesStore, resetAgreementMessages } = await import('./useAgreementMessages.js');
    resetAgreementMessages();
    const server = messagesTestServer(Array.from({ length: 9 }, (_, i) => messageFixture({ id: i + 1 })), { unread: { chat: 4, comments: 0 } });
    vi.stubGlobal('fetch', server.fetch);
    try {
      const store = agreementMessagesStore(5);
      await store.getState().refresh();
      expect(store.getState()).toMatchObject({ status: 'ready', count: 9, unread: { chat: 4, comments: 0 } });
      expect(store.getState().threads.map((t) => t.id)).toEqual([9, 8, 7, 6, 5, 4]);
      expect(server.state.requests[0]!.search).toBe('?limit=6');
      await store.getState().loadEarlier();
      expect(store.getState().threads.map((t) => t.id)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
      expect(server.state.requests[1]!.search).toBe('?limit=6&offset=6');
      const posted = await store.getState().post({ type: 2, body: 'New' });
      expect(store.getState().threads[0]!.id).toBe(posted.id);
      expect(store.getState().count).toBe(10);
      await store.getState().post({ type: 2, body: 'Answer', parent_id: posted.id });
      expect(store.getState().count).toBe(10);
      expect(store.getState().threads[0]!.replies.map((r) => r.body)).toEqual(['Answer']);
      await store.getState().markRead(posted.id);
      expect(server.state.requests.at(-1)).toMatchObject({ route: 'POST /api/agreements/5/messages/read', body: { message_id: posted.id } });
      expect(store.getState().unread).toEqual({ chat: 0, comments: 0 });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
