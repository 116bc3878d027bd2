/**
 * POST /agreements/{id}/participants/ (§7): adds a participant (fullname, email, type = §3 role
 * value, sign_method 0 or 10, company_name) to a draft or template. Guest tokens are created at
 * publish, so none exists yet.
 */
import { createParticipantSchema } from '@inkflow/core';
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { participants } from '../db/schema.js';
import { parseOrThrow } from '../http/ApiHttpError.js';
import { agreementToWire, type ServerAgreementWire } from '../agreements/agreementToWire.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { requireEditable } from '../agreements/requireEditable.js';
import { requireOwner } from '../agreements/requireOwner.js';
import { saveAgreementVersion } from '../agreements/saveAgreementVersion.js';
import { assignParty } from './assignParty.js';
import { requireUniqueEmail } from './requireUniqueEmail.js';

/** Adds the participant; returns the agreement. Errors: 400, 403 (99), 404, 409/4999, 409/4101. */
export async function addParticipant(db: Db, position: SessionPosition, agreementId: number, body: unknown): Promise<ServerAgreementWire> {
  const input = parseOrThrow(createParticipantSchema, body);
  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId, { lock: true });
    requireOwner(loaded, position);
    requireEditable(loaded.agreement);
    requireUniqueEmail(loaded.participants, input.email);
    const companyName = input.company_name || null;
    const partyId = await assignParty(tx, agreementId, { fullname: input.fullname, companyName });
    await tx.insert(participants).values({
      agreementId,
      fullname: input.fullname,
      email: input.email,
      type: input.type,
      signMethod: input.sign_method,
      companyName,
      individual: !companyName,
      partyId,
    });
    const { loaded: saved } = await saveAgreementVersion(tx, loaded.agreement, loaded.agreement.checksum, {});
    return agreementToWire(saved, { kind: 'owner' });
  });
}
