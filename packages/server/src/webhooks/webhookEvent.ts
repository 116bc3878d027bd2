/**
 * The events a webhook receives (docs/webhooks.md "Events" and "Payload"): what each carries and
 * the JSON body every delivery of it sends,
 *
 *     { id, type, created, account_id, data: { agreement, participant?, sealed_pdf_url?, ... } }
 *
 * Links (the agreement page, the sealed PDF) are built from the configured public origin, never
 * from a request's headers (DESIGN.md "Security").
 */
import { randomBytes } from 'node:crypto';
import type { AgreementRow, ParticipantRow } from '../agreements/agreementContent.js';

/** One event to queue: the account whose webhooks receive it and what it is about (`type` is one of core's webhookEventTypes). */
export type WebhookEventInput = {
  accountId: number;
  agreement: AgreementRow;
} & (
  | { type: 'agreement.published' }
  | { type: 'agreement.viewed'; participant: ParticipantRow }
  | { type: 'agreement.signed'; participant: ParticipantRow }
  | { type: 'agreement.declined'; participant: ParticipantRow; reason: string | null }
  | { type: 'agreement.concluded'; sealedPdf: { sha256: string } }
  | { type: 'agreement.cancelled'; terminated: boolean; reason: string | null }
);

/** A new event id, `evt_` + 24 hex digits; the same for every webhook that receives the event. */
export const newEventId = () => `evt_${randomBytes(12).toString('hex')}`;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The agreement as an event describes it. */
function agreementData(agreement: AgreementRow, origin: string) {
  return {
    id: agreement.id,
    name: agreement.name,
    state: agreement.state,
    collection_id: agreement.collectionId,
    created: iso(agreement.created),
    published_at: iso(agreement.publishedAt),
    expire_date: iso(agreement.expireDate),
    url: `${origin}/documents/${agreement.id}`,
  };
}

/** The participant an event is about (never their guest token, personal number or phone). */
function participantData(participant: ParticipantRow) {
  return {
    id: participant.id,
    fullname: participant.fullname,
    email: participant.email,
    company_name: participant.companyName,
    type: participant.type,
    sign_method: participant.signMethod,
    viewed_at: iso(participant.viewedAt),
    signed_at: iso(participant.signedAt),
    declined_at: iso(participant.declinedAt),
  };
}

/** The `data` of an event. */
export function eventData(event: WebhookEventInput, origin: string): Record<string, unknown> {
  const agreement = agreementData(event.agreement, origin);
  switch (event.type) {
    case 'agreement.published':
      return { agreement };
    case 'agreement.viewed':
    case 'agreement.signed':
      return { agreement, participant: participantData(event.participant) };
    case 'agreement.declined':
      return { agreement, participant: participantData(event.participant), reason: event.reason };
    case 'agreement.concluded':
      return { agreement, sealed_pdf_url: `${origin}/api/agreements/${event.agreement.id}/sealed_pdf`, sealed_pdf_sha256: event.sealedPdf.sha256 };
    case 'agreement.cancelled':
      return { agreement, terminated: event.terminated, reason: event.reason };
  }
}

/** The JSON body of every delivery of one event (sent byte for byte, so the signature holds). */
export function eventBody(id: string, type: string, accountId: number, data: Record<string, unknown>, created = new Date()): string {
  return JSON.stringify({ id, type, created: created.toISOString(), account_id: accountId, data });
}
