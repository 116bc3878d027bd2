import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, PushEventInput } from '@inkflow/core';
import { connectGuestCollaboration } from './guestCollaboration.js';
import { sampleMessage } from './sampleMessages.js';

/** A WebSocket stand-in: the test pushes frames through `last`. */
class FakeSocket {
  static last: FakeSocket | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    queueMicrotask(() => this.onopen?.());
  }
  close() {}
  push(event: PushEventInput & { seq: number }) {
    this.onmessage?.({ data: JSON.stringify({ at: '2026-11-24T09:00:00.000Z', agreement_id: 7, ...event }) });
  }
}

afterEach(() => {
  FakeSocket.last = null;
});

describe('connectGuestCollaboration', () => {
  it('authorises the push channel with the guest api, merges live messages, counts others’ as unread and reloads on saves', async () => {
    const comment = sampleMessage({ id: 4, type: 3, body: 'Which day?', comment_scope: { box_id: 2 } });
    const call = vi.fn(async (key: string) => {
      if (key === 'POST /push/auth') return { ticket: 't1', expires_in: 60, region: 'eu' };
      if (key === 'GET /agreements/:id/messages/') return { collection: [comment], count: 1, unread: { chat: 0, comments: 1 } };
      return undefined;
    });
    const onAgreementChanged = vi.fn();
    const collab = connectGuestCollaboration({
      api: { call: call as unknown as ApiClient['call'] },
      agreementId: 7,
      participantId: 12,
      pushOrigin: 'https://inkflow.test',
      onAgreementChanged,
      WebSocket: FakeSocket as unknown as typeof WebSocket,
    });
    await vi.waitFor(() => expect(FakeSocket.last).not.toBeNull());
    expect(call).toHaveBeenCalledWith('POST /push/auth', { body: { agreement_id: 7 } });
    expect(FakeSocket.last!.url).toBe('wss://inkflow.test/api/push?ticket=t1');
    await vi.waitFor(() => expect(collab.getState().annotations).toHaveLength(1));

    const seen = vi.fn();
    collab.onMessage(seen);
    const fromSender = sampleMessage({ id: 8, type: 2, body: 'Hello', participant_id: null, position_id: 1 });
    FakeSocket.last!.push({ seq: 1, type: 'message.created', message: fromSender });
    FakeSocket.last!.push({ seq: 2, type: 'message.created', message: sampleMessage({ id: 9, type: 2, body: 'Mine', participant_id: 12 }) });
    expect(collab.getState().unread).toEqual({ chat: 1, comments: 1 });
    expect(seen.mock.calls.map(([m]) => m.id)).toEqual([8, 9]);

    // The sender resolves the comment: it leaves the drawn annotations; a suggestion arrives.
    FakeSocket.last!.push({ seq: 3, type: 'message.updated', message: { ...comment, config: { status: 'resolved' } } });
    const suggestion = sampleMessage({ id: 10, type: 4, participant_id: null, position_id: 1, suggestion: { box_id: 2, start: 0, end: 1, deleted: 'P', inserted: 'Q' } });
    FakeSocket.last!.push({ seq: 4, type: 'message.created', message: suggestion });
    expect(collab.getState().annotations.map((m) => m.id)).toEqual([10]);

    FakeSocket.last!.push({ seq: 5, type: 'agreement.saved', checksum: 'c2', by_name: 'Olivia Owner' });
    FakeSocket.last!.push({ seq: 6, type: 'agreement.changed', reason: 'signed' });
    expect(onAgreementChanged).toHaveBeenCalledTimes(2);

    await collab.markRead('chat', 9);
    expect(collab.getState().unread.chat).toBe(0);
    expect(call).toHaveBeenLastCalledWith('POST /agreements/:id/messages/read', { params: { id: 7 }, body: { message_id: 9 } });
    collab.close();
  });
});
