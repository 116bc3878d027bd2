/**
 * POST /agreements/{id}/participants/{pid}/sign_code (§7: ssn, phone_number, checksum,
 * sign_method_name): sends the 6-digit SMS code a participant with sign method 1 signs with.
 * The code goes to the participant's stored phone number; a participant without one may give
 * it here (it is stored). Rules as for signing (requireMaySign).
 */
import { textsFor } from '../i18n/serverTexts.js';
import { neutralizeBidi, SignMethod, type signCodeRequestSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { participants } from '../db/schema.js';
import type { Actor } from '../http/actor.js';
import { badRequest } from '../http/ApiHttpError.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { recordEvent } from '../agreements/recordEvent.js';
import { documentHash, agreementContent } from '../agreements/agreementContent.js';
import { actingParticipant } from '../flow/actingParticipant.js';
import { deliverAfterCommit, noDeliveries, type FlowContext } from '../flow/FlowContext.js';
import { queueSms } from '../sms/SmsProvider.js';
import { requireMaySign } from './signAgreement.js';
import { issueCode, requireCodeQuota } from './verificationCodes.js';

/** The last digits of a phone number, for "sent to …" texts. */
export const maskPhone = (phone: string) => `${'•'.repeat(Math.max(0, phone.length - 3))}${phone.slice(-3)}`;

/** Sends the code to `actor`'s participant `participantId` (`input` parsed by core signCodeRequestSchema); returns `{ sent: true, phone_number }` (masked). Errors: as signing, plus 400 without a phone number, 429 after 5 codes in 10 minutes. */
export async function requestSignCode(
  db: Db,
  actor: Actor,
  agreementId: number,
  participantId: number,
  input: z.output<typeof signCodeRequestSchema>,
  context: FlowContext & { productName: string },
): Promise<{ sent: true; phone_number: string }> {
  const deliveries = noDeliveries();
  const phone = await db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId, { lock: true });
    const { participant, viewer, positionId } = actingParticipant(actor, loaded, participantId);
    await requireMaySign(tx, loaded, participant, viewer, SignMethod.Sms, input.checksum);
    const to = participant.phoneNumber ?? input.phone_number ?? null;
    if (!to) throw badRequest('phone_number: Phone number is required for SMS verification');
    if (!participant.phoneNumber) await tx.update(participants).set({ phoneNumber: to }).where(eq(participants.id, participant.id));
    await requireCodeQuota(tx, participant.id, 'sign');
    const code = await issueCode(tx, participant.id, 'sign', 'sms');
    const sms = { to, text: textsFor(loaded.agreement.language)('sms.signCode', { code, name: neutralizeBidi(loaded.agreement.name) }) };
    await queueSms(tx, sms);
    deliveries.sms.push(sms);
    await recordEvent(tx, {
      agreementId,
      type: 'sign_code_sent',
      actor: { ...actor.origin, participantId: participant.id, positionId },
      documentHash: documentHash(agreementContent(loaded.agreement, loaded.participants, loaded.parties)),
      payload: { channel: 'sms', sign_method_name: input.sign_method_name ?? null },
    });
    return to;
  });
  await deliverAfterCommit(context, deliveries);
  return { sent: true, phone_number: maskPhone(phone) };
}
