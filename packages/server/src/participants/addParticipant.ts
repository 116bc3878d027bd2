/**
 * POST /agreements/{id}/participants/ (§7): adds a participant with the §3 payload (see
 * participantFields) to a draft or template. Guest tokens are created when the participant is
 * invited, so none exists yet.
 */
import { ParticipantRole, SignMethod, type createParticipantSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PositionActor } from '../http/actor.js';
import type { Db } from '../db/openDatabase.js';
import { accounts, participants } from '../db/schema.js';
import { agreementAnswer, type AgreementAnswer } from '../agreements/agreementAnswer.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { requireEditable } from '../agreements/requireEditable.js';
import { saveAgreementVersion } from '../agreements/saveAgreementVersion.js';
import { flowConfig } from '../flow/agreementConfig.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { requireSelectableRole } from './requireSelectableRole.js';
import { assignParty } from './assignParty.js';
import { participantColumns } from './participantFields.js';
import { requireUniqueContact } from './requireUniqueEmail.js';
import { saveToAddressBook } from './saveToAddressBook.js';

/**
 * The sign method of a new participant who gave none (account settings): the account's default
 * for a signatory (§3 role value 1), standard e-signature for everyone else, who never signs.
 */
async function defaultSignMethod(tx: Db, accountId: number, type: number): Promise<SignMethod> {
  if (type !== ParticipantRole.Signatory) return SignMethod.Standard;
  const [account] = await tx.select({ signMethod: accounts.defaultSignMethod }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return (account?.signMethod ?? SignMethod.Standard) as SignMethod;
}

/**
 * Adds the participant (without a `sign_method`, a signatory gets the account's default one);
 * returns the agreement. Errors: 400 (bad payload; external approver
 * without signing order, with the spec message), 403 (99), 404, 409/4999, 409/4101.
 */
export async function addParticipant(db: Db, actor: PositionActor, agreementId: number, input: z.output<typeof createParticipantSchema>): Promise<AgreementAnswer> {
  const { position } = actor;
  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId, { lock: true });
    const granted = await requirePermission(tx, position, agreementTarget(loaded), Permission.Update);
    requireEditable(loaded);
    const columns = participantColumns({ ...input, sign_method: input.sign_method ?? (await defaultSignMethod(tx, loaded.accountId, input.type)) }, undefined, flowConfig(loaded.agreement));
    requireSelectableRole(granted, columns);
    requireUniqueContact(loaded.participants, columns);
    const partyId = await assignParty(tx, agreementId, {
      fullname: columns.fullname,
      companyName: columns.individual ? null : columns.companyName,
      orgnr: input.company_orgnr,
      country: input.company_country,
    });
    await tx.insert(participants).values({ agreementId, ...columns, partyId });
    if (input.save_to_address_book) {
      await saveToAddressBook(tx, loaded.accountId, { ...columns, companyOrgnr: input.company_orgnr, companyCountry: input.company_country });
    }
    const { loaded: saved } = await saveAgreementVersion(tx, loaded.agreement, loaded.agreement.checksum, {}, position.fullname);
    return agreementAnswer(tx, actor, saved);
  });
}
