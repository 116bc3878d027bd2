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

/** What to deliver after commit. */
export interface QueuedCode {
  emails: OutgoingEmail[];
  sms: OutgoingSms[];
}

/** Queues `code` for `channel`/`channelData`; 400 for a channel that cannot carry codes (personal_identification). */
export async function deliverSecurityCode(tx: Db, channel: string, channelData: string, code: string): Promise<QueuedCode> {
  if (channel === 'email') {
    const email = securityCodeEmail(channelData, code);
    await queueEmail(tx, email);
    return { emails: [email], sms: [] };
  }
  if (channel === 'sms') {
    const sms = { to: channelData, text: `Your Inkflow security code is ${code}. It is valid for 10 minutes.` };
    await queueSms(tx, sms);
    return { emails: [], sms: [sms] };
  }
  throw badRequest(`Security codes cannot be sent over ${channel}`);
}
