import { ApiError, type ApiClient, type MessageWire } from '@inkflow/core';
import { sampleMessage } from '../collaboration/sampleMessages.js';

/**
 * The message routes (§7 GET/POST /agreements/{id}/messages/, PUT …/{mid}, POST …/read) in
 * memory for stories: `call` for an ApiClient serving `threads` (newest first), posting as the
 * guest participant 12. Other routes reject with 403 / 99.
 */
export function storyMessageCalls(threads: MessageWire[]): ApiClient['call'] {
  let list = [...threads];
  let nextId = 1000;
  const call = async (key: string, input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } = {}) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (key === 'GET /agreements/:id/messages/') {
      const types = ([] as unknown[]).concat(input.query?.['type'] ?? []).map(Number);
      const status = input.query?.['status'];
      const open = (m: MessageWire) => m.status === null && m.config['status'] !== 'resolved';
      const matching = list.filter((m) => types.includes(m.type) && (status === 'active' ? open(m) : status === 'resolved' ? !open(m) : true));
      const offset = Number(input.query?.['offset'] ?? 0);
      const limit = Number(input.query?.['limit'] ?? 20);
      return { collection: matching.slice(offset, offset + limit), count: matching.length, unread: { chat: 1, comments: 0 } };
    }
    if (key === 'POST /agreements/:id/messages/read') return undefined;
    if (key === 'POST /agreements/:id/messages/') {
      const body = input.body as Pick<MessageWire, 'body'> & { type: 2 | 3 | 4; parent_id?: number; comment_scope?: MessageWire['comment_scope']; suggestion?: MessageWire['suggestion'] };
      const message = sampleMessage({ id: nextId++, type: body.type, body: body.body, parent: body.parent_id ? { id: body.parent_id } : null, comment_scope: body.comment_scope ?? null, suggestion: body.suggestion ?? null, participant_id: 12 });
      if (!message.parent) list = [message, ...list];
      return message;
    }
    if (key === 'PUT /agreements/:id/messages/:mid') {
      const mid = Number(input.params?.['mid']);
      const updated = { ...list.find((m) => m.id === mid)!, ...(input.body as object) } as MessageWire;
      list = list.map((m) => (m.id === mid ? updated : m));
      return updated;
    }
    throw new ApiError(403, { status_code: 403, api_error_code: 99, message: 'Access denied' });
  };
  return call as unknown as ApiClient['call'];
}

/** A conversation and comments on sampleAgreement: a chat with the sender, a comment and a suggestion on box 2. */
export const sampleThreads = (): MessageWire[] => [
  sampleMessage({ id: 5, type: 4, body: 'Quarterly suits us better', suggestion: { box_id: 2, start: 45, end: 50, deleted: 'month', inserted: 'quarter', prefix: 'day of each ', suffix: '.' } }),
  sampleMessage({
    id: 4,
    type: 3,
    body: 'Which day if the first is a Sunday?',
    comment_scope: { box_id: 2, start: 16, end: 32, quote: 'due on the first', prefix: 'Payment\nRent is ', suffix: ' day' },
    replies: [{ ...sampleMessage({ id: 6, type: 3, body: 'The next weekday.', parent: { id: 4 }, participant_id: null, position_id: 1, author: { name: 'Olivia Owner', side: 'sender' } }) }].map(({ replies: _r, ...r }) => r),
  }),
  sampleMessage({ id: 2, type: 2, body: 'Hi Tom, the contract is ready. Ask me anything.', participant_id: null, position_id: 1, author: { name: 'Olivia Owner', side: 'sender' } }),
];
