import { describe, expect, it } from 'vitest';
import { mergeMessage, type MessageWire } from '@inkflow/core';

const message = (id: number, fields: Partial<MessageWire> = {}): MessageWire => ({
  id,
  created: '2026-11-24T09:00:00.000Z',
  updated: '2026-11-24T09:00:00.000Z',
  parent: null,
  type: 3,
  subject: null,
  body: `Message ${id}`,
  is_resolvable: true,
  status: null,
  config: {},
  participant_id: 31,
  position_id: null,
  author: { name: 'Tom Tenant', side: 'counterparty' },
  private: false,
  to_participant_ids: [],
  mentioned_participant_ids: [],
  comment_scope: null,
  suggestion: null,
  replies: [],
  ...fields,
});

describe('mergeMessage', () => {
  it('adds a new thread first and a reply to its thread, oldest reply first', () => {
    const threads = [message(2), message(1)];
    const withThread = mergeMessage(threads, message(3));
    expect(withThread.map((t) => t.id)).toEqual([3, 2, 1]);
    const withReply = mergeMessage(withThread, message(5, { parent: { id: 1 } }));
    const again = mergeMessage(withReply, message(4, { parent: { id: 1 } }));
    expect(again.find((t) => t.id === 1)!.replies.map((r) => r.id)).toEqual([4, 5]);
    expect(threads.map((t) => t.id)).toEqual([2, 1]);
  });

  it('keeps the known replies when an update carries the thread alone, and drops a deleted thread or reply', () => {
    const { replies: _none, ...reply } = message(2, { parent: { id: 1 } });
    const threads = [message(1, { replies: [reply] })];
    const resolved = mergeMessage(threads, message(1, { config: { status: 'resolved' } }));
    expect(resolved[0]!.config).toEqual({ status: 'resolved' });
    expect(resolved[0]!.replies.map((r) => r.id)).toEqual([2]);
    expect(mergeMessage(resolved, message(2, { parent: { id: 1 }, status: 'deleted' }))[0]!.replies).toEqual([]);
    expect(mergeMessage(resolved, message(1, { status: 'deleted' }))).toEqual([]);
  });
});
