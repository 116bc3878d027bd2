/**
 * PUT /agreements/{id}/participants/{pid} (§7): changes any field of the §3 payload of a
 * participant of a draft or template.
 */
import type { updateParticipantSchema } from '@inkflow/core';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { PositionActor } from '../http/actor.js';
import type { Db } from '../db/openDatabase.js';
import { participants } from '../db/schema.js';
import { notFound } from '../http/ApiHttpError.js';
import { agreementAnswer, type AgreementAnswer } from '../agreements/agreementAnswer.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { requireEditable } from '../agreements/requireEditable.js';
import { saveAgreementVersion } from '../agreements/saveAgreementVersion.js';
import { flowConfig } from '../flow/agreementConfig.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { requireSelectableRole } from './requireSelectableRole.js';
import { assignParty, deleteOrphanParties } from './assignParty.js';
import { columnsOf, participantColumns } from './participantFields.js';
import { requireUniqueContact } from './requireUniqueEmail.js';
import { saveToAddressBook } from './saveToAddressBook.js';

/** Updates the participant; returns the agreement. Errors: 400, 403 (99), 404, 409/4999, 409/4101. */
export async function updateParticipant(db: Db, actor: PositionActor, agreementId: number, participantId: number, input: z.output<typeof updateParticipantSchema>): Promise<AgreementAnswer> {
  const { position } = actor;
  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId, { lock: true });
    const granted = await requirePermission(tx, position, agreementTarget(loaded), Permission.Update);
    const current = loaded.participants.find((p) => p.id === participantId);
    if (!current) throw notFound('Participant not found');
    requireEditable(loaded);
    const columns = participantColumns(input, columnsOf(current), flowConfig(loaded.agreement));
    requireSelectableRole(granted, columns, columnsOf(current));
    if (current.enabled) requireUniqueContact(loaded.participants, columns, participantId);

    const companyName = columns.individual ? null : columns.companyName;
    const currentCompany = current.individual ? null : current.companyName;
    const partyChanged =
      companyName !== currentCompany ||
      (!companyName && columns.fullname !== current.fullname) ||
      input.company_orgnr !== undefined ||
      input.company_country !== undefined;
    const partyId = partyChanged
      ? await assignParty(tx, agreementId, { fullname: columns.fullname, companyName, orgnr: input.company_orgnr, country: input.company_country })
      : current.partyId;
    await tx.update(participants).set({ ...columns, partyId }).where(eq(participants.id, participantId));
    if (partyChanged) await deleteOrphanParties(tx, agreementId);
    if (input.save_to_address_book) {
      await saveToAddressBook(tx, loaded.accountId, { ...columns, companyOrgnr: input.company_orgnr, companyCountry: input.company_country });
    }
    const { loaded: saved } = await saveAgreementVersion(tx, loaded.agreement, loaded.agreement.checksum, {}, position.fullname);
    return agreementAnswer(tx, actor, saved);
  });
}
