/**
 * PUT /agreements/{id}/participants/{pid} (§7): changes any of fullname, email, type,
 * sign_method, company_name of a participant of a draft or template.
 */
import { updateParticipantSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { participants } from '../db/schema.js';
import { notFound, parseOrThrow } from '../http/ApiHttpError.js';
import { agreementToWire, type ServerAgreementWire } from '../agreements/agreementToWire.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { requireEditable } from '../agreements/requireEditable.js';
import { requireOwner } from '../agreements/requireOwner.js';
import { saveAgreementVersion } from '../agreements/saveAgreementVersion.js';
import { assignParty, deleteOrphanParties } from './assignParty.js';
import { requireUniqueEmail } from './requireUniqueEmail.js';

/** Updates the participant; returns the agreement. Errors: 400, 403 (99), 404, 409/4999, 409/4101. */
export async function updateParticipant(db: Db, position: SessionPosition, agreementId: number, participantId: number, body: unknown): Promise<ServerAgreementWire> {
  const input = parseOrThrow(updateParticipantSchema, body);
  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId, { lock: true });
    requireOwner(loaded, position);
    const current = loaded.participants.find((p) => p.id === participantId);
    if (!current) throw notFound('Participant not found');
    requireEditable(loaded.agreement);
    if (input.email !== undefined && current.enabled) requireUniqueEmail(loaded.participants, input.email, participantId);

    const fullname = input.fullname ?? current.fullname;
    const companyName = input.company_name === undefined ? current.companyName : input.company_name || null;
    const partyChanged = companyName !== current.companyName || (!companyName && fullname !== current.fullname);
    const partyId = partyChanged ? await assignParty(tx, agreementId, { fullname, companyName }) : current.partyId;
    await tx
      .update(participants)
      .set({
        fullname,
        email: input.email ?? current.email,
        type: input.type ?? current.type,
        signMethod: input.sign_method ?? current.signMethod,
        companyName,
        individual: !companyName,
        partyId,
      })
      .where(eq(participants.id, participantId));
    if (partyChanged) await deleteOrphanParties(tx, agreementId);
    const { loaded: saved } = await saveAgreementVersion(tx, loaded.agreement, loaded.agreement.checksum, {});
    return agreementToWire(saved, { kind: 'owner' });
  });
}
