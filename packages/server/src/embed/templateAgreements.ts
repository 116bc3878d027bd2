/*
 * What a template signing link lets its holder do (embed template signing):
 * - GET /embed/templates/{id}: the template's content to show above the form — name, boxes,
 *   data; no participants, no checksum worth anything to them.
 * - POST /embed/templates/{id}/agreements `{ fullname, email }`: creates an agreement from the
 *   template in the template's workspace — name, boxes, box order, data, config and language
 *   copied, `source_id` the template — with the visitor as its only participant (signatory,
 *   standard e-signature, invited now), state pending (1), and a fresh guest token for the
 *   visitor, returned once so the same iframe can go on to sign. The audit trail records
 *   `created` (from the template, through the signing link) and `published`, with the IP and
 *   user agent of the request.
 */
import { AgreementState, ParticipantRole, SignMethod, type CreatedFromTemplateWire, type templateSignerSchema } from '@inkflow/core';
import type { z } from 'zod';
import { issueGuestToken } from '../auth/guestLinkTokens.js';
import type { Db } from '../db/openDatabase.js';
import { agreements, participants } from '../db/schema.js';
import { agreementToWire, type ServerAgreementWire } from '../agreements/agreementToWire.js';
import { recordEvent, type EventActor } from '../agreements/recordEvent.js';
import { saveAgreementVersion } from '../agreements/saveAgreementVersion.js';
import { assignParty } from '../participants/assignParty.js';
import { requireSigningLink } from './signingLinks.js';

/** GET /embed/templates/{id} with the link token. Errors: 403 (99), 404. */
export async function getSigningTemplate(db: Db, templateId: number, token: string | undefined): Promise<ServerAgreementWire> {
  const loaded = await requireSigningLink(db, templateId, token);
  // The link is public: who last saved the template is the account's business, not the signer's.
  const { updated_by: _editor, ...wire } = agreementToWire({ ...loaded, participants: [], parties: [] }, { kind: 'owner' });
  return { ...wire, checksum: '', subject: null, message: null };
}

/** POST /embed/templates/{id}/agreements with the link token; `signer` parsed by the route's templateSignerSchema. Errors: 403 (99), 404. */
export async function createAgreementFromTemplate(
  db: Db,
  templateId: number,
  token: string | undefined,
  signer: z.output<typeof templateSignerSchema>,
  actor: EventActor,
): Promise<CreatedFromTemplateWire> {
  const template = (await requireSigningLink(db, templateId, token)).agreement;
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(agreements)
      .values({
        collectionId: template.collectionId,
        name: template.name,
        state: AgreementState.Pending,
        checksum: '',
        version: 1,
        boxes: template.boxes,
        boxOrder: template.boxOrder,
        data: template.data,
        config: template.config,
        language: template.language,
        sourceId: template.id,
        publishedAt: now,
      })
      .returning();
    const agreementId = row!.id;
    const partyId = await assignParty(tx, agreementId, { fullname: signer.fullname, companyName: null });
    const [person] = await tx
      .insert(participants)
      .values({
        agreementId,
        fullname: signer.fullname,
        email: signer.email,
        type: ParticipantRole.Signatory,
        signMethod: SignMethod.Standard,
        individual: true,
        partyId,
        invitedAt: now,
      })
      .returning({ id: participants.id });
    const guestToken = await issueGuestToken(tx, person!.id);
    const saved = await saveAgreementVersion(tx, row!, '', {}, signer.fullname);
    const created = await recordEvent(tx, {
      agreementId,
      type: 'created',
      actor,
      documentHash: saved.documentHash,
      payload: { state: AgreementState.Pending, source_id: template.id, via: 'template_signing_link' },
    });
    await recordEvent(tx, {
      agreementId,
      type: 'published',
      actor,
      documentHash: saved.documentHash,
      payload: { from: AgreementState.Draft, to: AgreementState.Pending, recipients: [person!.id], via: 'template_signing_link' },
      parentId: created,
    });
    return { agreement_id: agreementId, participant_id: person!.id, guest_token: guestToken };
  });
}

