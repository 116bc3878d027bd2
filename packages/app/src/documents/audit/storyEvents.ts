import type { AgreementEvent } from '@inkflow/core';

/** Story-only audit events (§3 agreementEvents, domain shape) for AuditEventItem and AuditTrail's stories. */
export function storyEvent(id: number, type: string, actorName: string | null, extra: Partial<AgreementEvent> = {}): AgreementEvent {
  return {
    id,
    parentId: null,
    type,
    actor: { kind: actorName === null ? 'system' : 'participant', id: actorName === null ? null : id, name: actorName },
    created: `2026-11-2${Math.min(id, 9)}T10:00:00.000Z`,
    ip: '192.0.2.10',
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15',
    documentHash: 'a'.repeat(64),
    payload: {},
    children: [],
    ...extra,
  };
}

/** The same events in the wire shape GET /agreements/{id}/events answers. */
export function eventToWire(event: AgreementEvent): unknown {
  return {
    id: event.id,
    parent_id: event.parentId,
    type: event.type,
    actor: event.actor,
    created: event.created,
    ip: event.ip,
    user_agent: event.userAgent,
    document_hash: event.documentHash,
    payload: event.payload,
    children: event.children.map(eventToWire),
  };
}

/** A contract's life: created, sent, a code by SMS, signed (with the state change and the seal as its children). */
export const storyEvents: AgreementEvent[] = [
  storyEvent(1, 'created', 'Olive Owner', { actor: { kind: 'position', id: 1, name: 'Olive Owner' } }),
  storyEvent(2, 'published', 'Olive Owner', { actor: { kind: 'position', id: 1, name: 'Olive Owner' } }),
  storyEvent(3, 'sign_code_sent', 'Sam Signer', { payload: { channel: 'sms' } }),
  storyEvent(4, 'signed', 'Sam Signer', {
    payload: { sign_method: 1 },
    children: [storyEvent(5, 'state_changed', 'Sam Signer', { parentId: 4, payload: { from: 1, to: 2 } }), storyEvent(6, 'sealed', null, { parentId: 4, ip: null, userAgent: null })],
  }),
];
