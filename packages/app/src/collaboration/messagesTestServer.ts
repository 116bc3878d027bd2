/**
 * A stubbed fetch for the collaboration tests and stories: agreement 5's messages in memory,
 * answering GET /agreements/5/messages/ (limit, offset; newest first; unread), POST (new threads
 * and replies), PUT (resolve, reopen, accept, reject) and POST .../read the way the §7 contract
 * says. Install with `vi.stubGlobal('fetch', server.fetch)`.
 */
import type { MessageReplyWire, MessageWire } from '@inkflow/core';
import { sampleMessage } from '@inkflow/ui/sampleMessages';

/** A message for the fake server; the fields not given take plain defaults. */
export function messageFixture(fields: Partial<MessageWire> & { id: number }): MessageWire {
  const created = new Date(Date.UTC(2026, 10, 24, 8, 0, fields.id)).toISOString();
  const type = fields.type ?? 2;
  return sampleMessage({ created, updated: created, body: `Message ${fields.id}`, author: { name: 'Anna Berg', side: 'counterparty' }, ...fields, type, is_resolvable: type === 3 || type === 4 });
}

/** Creates the fake server with `messages` (threads) and its inspectable state. */
export function messagesTestServer(messages: MessageWire[] = [], options: { unread?: { chat: number; comments: number }; positionId?: number } = {}) {
  const state = {
    threads: [...messages],
    unread: options.unread ?? { chat: 0, comments: 0 },
    requests: [] as { route: string; body: unknown; search: string }[],
    failNextWith: null as null | { status: number; body: unknown },
    nextId: 1000,
  };
  const json = (status: number, body: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    state.requests.push({ route, body, search: url.search });
    if (state.failNextWith && request.method !== 'GET' && route !== 'POST /api/push/auth') {
      const failure = state.failNextWith;
      state.failNextWith = null;
      return json(failure.status, failure.body);
    }
    if (route === 'GET /api/agreements/5/messages/') {
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const visible = [...state.threads].filter((t) => t.status !== 'deleted').sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id);
      return json(200, { collection: visible.slice(offset, offset + limit), count: visible.length, unread: state.unread });
    }
    if (route === 'POST /api/agreements/5/messages/read') {
      state.unread = { chat: 0, comments: 0 };
      return json(204, undefined);
    }
    if (route === 'POST /api/agreements/5/messages/') {
      const id = state.nextId++;
      const message = messageFixture({
        id,
        created: new Date(Date.UTC(2026, 10, 24, 9, 0, id - 1000)).toISOString(),
        type: body!.type as number,
        body: (body!.body as string) ?? '',
        participant_id: null,
        position_id: options.positionId ?? 1,
        author: { name: 'Demo User', side: 'sender' },
        private: !!body!.private,
        to_participant_ids: (body!.to_participant_ids as number[]) ?? [],
        mentioned_participant_ids: (body!.mentioned_participant_ids as number[]) ?? [],
        comment_scope: (body!.comment_scope as Record<string, unknown>) ?? null,
        suggestion: (body!.suggestion as Record<string, unknown>) ?? null,
        parent: body!.parent_id ? { id: body!.parent_id as number } : null,
      });
      if (message.parent) {
        const { replies: _none, ...reply } = message;
        state.threads = state.threads.map((t) => (t.id === message.parent!.id ? { ...t, replies: [...t.replies, reply as MessageReplyWire] } : t));
      } else state.threads.push(message);
      return json(201, message);
    }
    const update = /^PUT \/api\/agreements\/5\/messages\/(\d+)$/.exec(route);
    if (update) {
      const id = Number(update[1]);
      const thread = state.threads.find((t) => t.id === id);
      if (!thread) return json(404, { status_code: 404, api_error_code: 'NOT_FOUND', message: 'No such message' });
      const next: MessageWire = {
        ...thread,
        ...(body!.status ? { status: body!.status as string } : {}),
        ...(body!.config ? { config: { ...thread.config, status: (body!.config as { status: unknown }).status } } : {}),
      };
      if (next.config.status === null) delete next.config.status;
      state.threads = state.threads.map((t) => (t.id === id ? next : t));
      return json(200, next);
    }
    if (route === 'POST /api/push/auth') return json(403, { status_code: 403, api_error_code: 99, message: 'no push in tests' });
    return json(404, { status_code: 404, api_error_code: 'NOT_FOUND', message: `no test answer for ${route}` });
  };
  return { state, fetch };
}
