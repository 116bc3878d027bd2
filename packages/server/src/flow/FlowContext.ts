/**
 * What flow actions need besides the database to tell people it is their turn: the mailer, the
 * SMS provider, the origin of guest links, where delivery failures are logged, and the account's
 * webhooks.
 */
import type { Mailer, OutgoingEmail } from '../email/Mailer.js';
import type { OutgoingSms, SmsProvider } from '../sms/SmsProvider.js';
import type { WebhookEvents } from '../webhooks/webhookJobs.js';

/** The delivery context of a flow action. */
export interface FlowContext {
  mailer: Mailer;
  sms: SmsProvider;
  origin: string;
  onDeliveryError: (error: unknown) => void;
  /** The account's webhooks: flow events (published, signed, …) are queued in the action's transaction. */
  webhooks: WebhookEvents;
}

/** Messages queued inside a transaction, delivered after it commits. */
export interface Deliveries {
  emails: OutgoingEmail[];
  sms: OutgoingSms[];
}

/** An empty Deliveries. */
export const noDeliveries = (): Deliveries => ({ emails: [], sms: [] });

/**
 * Delivers after commit. The outbox rows are committed; a failing SMTP server or SMS gateway
 * must not turn the action into an error.
 */
export async function deliverAfterCommit(context: FlowContext, deliveries: Deliveries): Promise<void> {
  for (const email of deliveries.emails) await context.mailer.deliver(email).catch(context.onDeliveryError);
  for (const sms of deliveries.sms) await context.sms.deliver(sms).catch(context.onDeliveryError);
}
