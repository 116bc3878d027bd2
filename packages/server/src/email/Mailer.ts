/**
 * Email delivery (DESIGN.md "Around the core"). Every email is first written to `outbox_emails`
 * in the transaction that caused it (so a rolled-back publish sends nothing), then delivered
 * after commit: through SMTP when `SMTP_URL` is set, else nodemailer's JSON transport, which
 * only renders it — the outbox row, shown at /dev/outbox, is then the delivery.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/openDatabase.js';
import { outboxEmails } from '../db/schema.js';

/** A file sent with an email (e.g. the sealed PDF of send_concluded_copy). */
export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One email. `html` is already escaped by its author. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

/** Delivers emails after their outbox rows are committed. */
export interface Mailer {
  kind: 'smtp' | 'outbox';
  deliver(email: OutgoingEmail): Promise<void>;
}

/** Creates the mailer: SMTP with a smtp(s):// URL, else the outbox-only JSON transport. */
export function createMailer(options: { smtpUrl?: string; from?: string } = {}): Mailer {
  const from = options.from ?? 'Inkflow <no-reply@inkflow.test>';
  const transport: Transporter = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
  return {
    kind: options.smtpUrl ? 'smtp' : 'outbox',
    async deliver(email) {
      await transport.sendMail({ from, ...email });
    },
  };
}

/** Writes an email to the outbox inside the caller's transaction (attachments by file name only). */
export async function queueEmail(tx: Db, email: OutgoingEmail): Promise<void> {
  const { attachments = [], ...rest } = email;
  await tx.insert(outboxEmails).values({ ...rest, attachments: attachments.map((a) => a.filename) });
}

/** Writes several emails to the outbox in one statement inside the caller's transaction (none: no statement). */
export async function queueEmails(tx: Db, emails: readonly OutgoingEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await tx.insert(outboxEmails).values(emails.map(({ attachments = [], ...rest }) => ({ ...rest, attachments: attachments.map((a) => a.filename) })));
}
