/**
 * POST /agreements/{id}/participants/{pid}/mfa_code_request (§7, participant MFA): sends the
 * guest a security code by the participant's mfa_channel (email or sms) before they may see
 * the contract.
 */
import { textsFor } from '../i18n/serverTexts.js';
import { neutralizeBidi } from '@inkflow/core';
import type { Db } from '../db/openDatabase.js';
import type { Actor } from '../http/actor.js';
import { badRequest } from '../http/ApiHttpError.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { loadEmailBrand } from '../accounts/accountBrand.js';
import { queueEmail } from '../email/Mailer.js';
import { escapeHtml } from '../email/escapeHtml.js';
import { actingParticipant } from '../flow/actingParticipant.js';
import { deliverAfterCommit, noDeliveries, type FlowContext } from '../flow/FlowContext.js';
import { queueSms } from '../sms/SmsProvider.js';
import { maskPhone } from './requestSignCode.js';
import { issueCode } from './verificationCodes.js';

/** Sends the code to `actor`'s participant `participantId`; returns `{ sent: true, channel, to }` with `to` masked. Errors: 400 (no MFA channel), 401, 403, 404. */
export async function requestMfaCode(
  db: Db,
  actor: Actor,
  agreementId: number,
  participantId: number,
  context: FlowContext & { productName: string },
): Promise<{ sent: true; channel: 'email' | 'sms'; to: string }> {
  const deliveries = noDeliveries();
  const result = await db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId, { lock: true });
    const { participant } = actingParticipant(actor, loaded, participantId);
    const channel = participant.mfaChannel as 'email' | 'sms' | null;
    if (channel !== 'email' && channel !== 'sms') throw badRequest('This participant has no security code channel');
    const code = await issueCode(tx, participant.id, 'mfa', channel);
    const t = textsFor(loaded.agreement.language);
    const text = t('participantCode.body', { code, name: neutralizeBidi(loaded.agreement.name) });
    if (channel === 'sms') {
      const sms = { to: participant.phoneNumber!, text };
      await queueSms(tx, sms);
      deliveries.sms.push(sms);
      return { sent: true as const, channel, to: maskPhone(participant.phoneNumber!) };
    }
    const email = { to: participant.email, subject: t('participantCode.subject', { code }), text, html: `<p>${escapeHtml(text)}</p>` };
    deliveries.emails.push(await queueEmail(tx, email, { t, brand: await loadEmailBrand(tx, loaded.accountId, context.origin) }));
    return { sent: true as const, channel, to: participant.email.replace(/^(.).*(@.*)$/, '$1…$2') };
  });
  await deliverAfterCommit(context, deliveries);
  return result;
}
