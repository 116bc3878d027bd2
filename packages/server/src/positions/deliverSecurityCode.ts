/**
 * Sends a security code over an MFA channel, inside the caller's transaction: email through the
 * email outbox, sms through the SMS outbox (packages/server/src/sms); both are handed to their
 * transport after commit with `ctx.deliver` / `ctx.deliverSms`.
 */
import type { Db } from '../db/openDatabase.js';
import { queueEmail, type OutgoingEmail } from '../email/Mailer.js';
import { securityCodeEmail } from '../email/securityCodeEmail.js';
import { badRequest } from '../http/ApiHttpError.js';
import { queueSms, type OutgoingSms } from '../sms/SmsProvider.js';
import { positionEmailLayout } from '../accounts/accountBrand.js';

/** What to deliver after commit. */
export interface QueuedCode {
  emails: OutgoingEmail[];
  sms: OutgoingSms[];
}

/**
 * Queues `code` for `channel`/`channelData` in position `positionId`'s language (an email in its
 * account's brand; `origin` makes the logo URL absolute); 400 for a channel that cannot carry
 * codes (personal_identification).
 */
export async function deliverSecurityCode(tx: Db, channel: string, channelData: string, code: string, positionId: number, origin: string): Promise<QueuedCode> {
  const { t, brand } = await positionEmailLayout(tx, positionId, origin);
  if (channel === 'email') {
    const email = await queueEmail(tx, securityCodeEmail(channelData, code, t), { t, brand });
    return { emails: [email], sms: [] };
  }
  if (channel === 'sms') {
    const sms = { to: channelData, text: t('sms.loginCode', { code }) };
    await queueSms(tx, sms);
    return { emails: [], sms: [sms] };
  }
  throw badRequest(`Security codes cannot be sent over ${channel}`);
}
