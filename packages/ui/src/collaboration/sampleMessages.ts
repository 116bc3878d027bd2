import type { MessageWire } from '@inkflow/core';

/** A message as GET /agreements/{id}/messages/ answers it, for stories and tests: `fields` override the defaults (a guest's open comment). */
export function sampleMessage(fields: Partial<MessageWire> & Pick<MessageWire, 'id' | 'type'>): MessageWire {
  return {
    created: '2026-11-24T09:00:00.000Z',
    updated: '2026-11-24T09:00:00.000Z',
    parent: null,
    subject: null,
    body: '',
    is_resolvable: fields.type !== 2,
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
  };
}
