/**
 * Appends to the audit trail (§3 agreementEvents, DESIGN.md "Data"): who (position or
 * participant), when, from which IP and user agent, and the document hash at that moment.
 */
import type { Db } from '../db/openDatabase.js';
import { agreementEvents } from '../db/schema.js';

/** The request facts an event records. */
export interface EventActor {
  positionId?: number | null;
  participantId?: number | null;
  ip: string;
  userAgent: string | null;
}

/** Event types: the foundation's, then sealing's (issue #5). */
export type AgreementEventType = 'created' | 'published' | 'signed' | 'state_changed' | 'deleted' | 'sealed' | 'seal_failed' | 'concluded_copy_sent' | 'imported_document_stored'
  // The signing flow's (issue #5).
  | 'invited' | 'approved' | 'approval_declined' | 'declined' | 'cancelled' | 'terminated' | 'expired' | 'sign_code_sent' | 'reminded' | 'mfa_validated' | 'eid_started' | 'eid_failed'
  // The documents' (issue #4).
  | 'moved' | 'restored' | 'purged' | 'imported_reset' | 'replaced'
  // A guest filled their own form inputs (payload: fields [{ key, name }], checksum).
  | 'inputs_filled'
  // A sender revoked a participant's guest links.
  | 'links_revoked'
  // After sending: a recipient's email or phone corrected (payload participant_id, changed fields), the expiry moved.
  | 'recipient_corrected' | 'expiry_changed'
  // Collaboration: a suggestion's change applied as a new version (payload message_id, box_id, deleted, inserted).
  | 'suggestion_accepted';

/** Inserts one event; returns its id (for `parent_id` of follow-up events). */
export async function recordEvent(
  tx: Db,
  event: { agreementId: number; type: AgreementEventType; actor: EventActor; documentHash: string; payload?: Record<string, unknown>; parentId?: number },
): Promise<number> {
  const [row] = await tx
    .insert(agreementEvents)
    .values({
      agreementId: event.agreementId,
      parentId: event.parentId ?? null,
      type: event.type,
      positionId: event.actor.positionId ?? null,
      participantId: event.actor.participantId ?? null,
      ip: event.actor.ip,
      userAgent: event.actor.userAgent,
      documentHash: event.documentHash,
      payload: event.payload ?? {},
    })
    .returning({ id: agreementEvents.id });
  return row!.id;
}
