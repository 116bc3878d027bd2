/** Wire shape of GET /agreements/{id}/events (snake_case) and its mapping to AgreementEvent. */
import type { AgreementEvent } from '../domain/agreementEvent.js';

/** One event as the server sends it. */
export interface AgreementEventWire {
  id: number;
  parent_id: number | null;
  type: string;
  actor: { kind: 'position' | 'participant' | 'system'; id: number | null; name: string | null };
  created: string;
  ip: string | null;
  user_agent: string | null;
  document_hash: string;
  payload: Record<string, unknown>;
  children: AgreementEventWire[];
}

/** Maps one event and its subtree. */
export function agreementEventFromWire(e: AgreementEventWire): AgreementEvent {
  return {
    id: e.id,
    parentId: e.parent_id,
    type: e.type,
    actor: e.actor,
    created: e.created,
    ip: e.ip,
    userAgent: e.user_agent,
    documentHash: e.document_hash,
    payload: e.payload,
    children: e.children.map(agreementEventFromWire),
  };
}
