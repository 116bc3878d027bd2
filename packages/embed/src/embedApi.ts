/*
 * The calls of the embed page beyond the guest signing ones: the template signing link's two
 * calls (the link token travels as the guest token header) and the owner's preview (session
 * cookie). Through core's typed client, so a non-OK answer rejects with ApiError and
 * describeError maps it like any other call.
 */
import { agreementFromWire, createApiClient, type Agreement } from '@inkflow/core';

/** The agreement created from a template for a visitor: whom they sign as, and their guest token. */
export interface CreatedFromTemplate {
  agreementId: number;
  participantId: number;
  guestToken: string;
}

/** GET /api/embed/templates/{id}: what the signing link shows before the form (name and text, no participants). */
export async function getSigningTemplate(templateId: number, linkToken: string): Promise<Agreement> {
  return agreementFromWire(await createApiClient({ guestToken: linkToken }).call('GET /embed/templates/:id', { params: { id: templateId } }));
}

/** POST /api/embed/templates/{id}/agreements: creates the visitor's agreement from the template. */
export async function createFromTemplate(templateId: number, linkToken: string, signer: { fullname: string; email: string }): Promise<CreatedFromTemplate> {
  const wire = await createApiClient({ guestToken: linkToken }).call('POST /embed/templates/:id/agreements', { params: { id: templateId }, body: signer });
  return { agreementId: wire.agreement_id, participantId: wire.participant_id, guestToken: wire.guest_token };
}

/**
 * POST /api/agreements/{id}/preview (§7, used when the guest token is `preview`): the owner's
 * read-only view, authorised by the session cookie. In a third-party iframe the browser does not
 * send that cookie, so this answers 401 there and the embed shows the 403 screen.
 */
export async function previewAgreement(agreementId: number): Promise<Agreement> {
  return agreementFromWire(await createApiClient().call('POST /agreements/:id/preview', { params: { id: agreementId } }));
}
