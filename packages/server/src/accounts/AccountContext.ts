/**
 * What the account actions (recovery, change email, sign-up, invites, two-step login) need
 * besides their input: the database, the mailer, the origin for emailed links, the caller's IP,
 * the rate limits and a log for delivery failures. Built at the route from plain values, so the
 * actions never see the framework's request (DESIGN.md "Actor, then action").
 */
import type { Db } from '../db/openDatabase.js';
import type { Mailer, OutgoingEmail } from '../email/Mailer.js';
import type { OutgoingSms } from '../sms/SmsProvider.js';
import type { RateLimiter } from '../rateLimits/RateLimiter.js';
import type { ServerDeps } from '../ServerDeps.js';

/** Per-request context of the account actions. */
export interface AccountContext {
  db: Db;
  mailer: Mailer;
  /** Origin of emailed links, e.g. `https://app.inkflow.test` (no trailing slash): the configured one, never the Host header. */
  origin: string;
  ip: string;
  /** The language the caller's page asked for (cookie, else Accept-Language; requestLanguage), for emails to someone without a position yet. */
  language: string;
  production: boolean;
  /** The server's rate limits (shared store and rules). */
  rateLimiter: RateLimiter;
  /** Delivers emails whose outbox rows are committed; a delivery failure is logged, not thrown. */
  deliver(emails: OutgoingEmail[]): Promise<void>;
  /** Delivers committed SMS through the SMS provider; failures are logged, not thrown. */
  deliverSms(messages: OutgoingSms[]): Promise<void>;
}

/** Where delivery failures are logged (a pino logger, e.g. the request's). */
export interface DeliveryLog {
  error(details: object, message: string): void;
}

/** Builds the AccountContext of a call from the server's deps, the caller's IP and a log. */
export function accountContext(deps: ServerDeps, caller: { ip: string; log: DeliveryLog; language?: string }): AccountContext {
  const { log } = caller;
  return {
    db: deps.db,
    mailer: deps.mailer,
    origin: deps.publicOrigin,
    ip: caller.ip,
    language: caller.language ?? 'en',
    production: deps.production,
    rateLimiter: deps.rateLimiter,
    async deliver(emails) {
      // The outbox row is already committed, so a failed SMTP hand-over loses nothing that the
      // outbox does not show; the user can ask again.
      for (const email of emails) await deps.mailer.deliver(email).catch((error: unknown) => log.error({ err: error }, 'email delivery failed'));
    },
    async deliverSms(messages) {
      for (const sms of messages) await deps.sms.deliver(sms).catch((error: unknown) => log.error({ err: error }, 'sms delivery failed'));
    },
  };
}
