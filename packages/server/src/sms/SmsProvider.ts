/**
 * SMS delivery (DESIGN.md "Around the core": "SMS through the same outbox pattern"). Every SMS
 * is written to `outbox_sms` in the transaction that caused it (a rolled-back action sends
 * nothing); `deliver` runs after commit. Outside production the outbox row is the delivery and
 * GET /api/dev/sms shows it; production passes a gateway implementation of this interface.
 * Used for sign codes (sign method 1), participant MFA codes, invitations by SMS, and by the
 * accounts issue for SMS login codes.
 */
import type { Db } from '../db/openDatabase.js';
import { outboxSms } from '../db/schema-signing.js';

/** One text message. `to` is the phone number as stored (digits, optional leading +). */
export interface OutgoingSms {
  to: string;
  text: string;
}

/** Delivers text messages after their outbox rows are committed. */
export interface SmsProvider {
  /** `outbox`: nothing leaves the machine (development and tests). */
  kind: 'outbox' | 'gateway';
  deliver(sms: OutgoingSms): Promise<void>;
}

/** The outbox-only provider: the committed `outbox_sms` row is the whole delivery. */
export function createOutboxSmsProvider(): SmsProvider {
  return { kind: 'outbox', deliver: async () => {} };
}

/** Writes an SMS to the outbox inside the caller's transaction. */
export async function queueSms(tx: Db, sms: OutgoingSms): Promise<void> {
  await tx.insert(outboxSms).values(sms);
}
