/**
 * A real SMTP server in-process (smtp-server) that keeps what it receives, so tests send email
 * through nodemailer's SMTP transport exactly as production does and follow the links inside.
 */
import { SMTPServer } from 'smtp-server';

/** One received message: envelope recipient, subject, and the decoded body text. */
export interface ReceivedMail {
  to: string;
  subject: string;
  body: string;
}

/** Decodes quoted-printable soft breaks and escapes (nodemailer wraps long links that way). */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A running capture server. */
export interface SmtpCapture {
  url: string;
  mails: ReceivedMail[];
  /** Waits (polling the received list) for the newest message to `to` matching `subject`. */
  waitFor(to: string, subject?: RegExp): Promise<ReceivedMail>;
  /** The first `{origin}{path}{token}` link in the newest message to `to`; returns the token. */
  linkToken(to: string, path: string, subject?: RegExp): Promise<string>;
  close(): Promise<void>;
}

/** Starts the capture server on a free port of 127.0.0.1. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = chunks.map((c) => c.toString('utf8')).join('');
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        for (const rcpt of session.envelope.rcptTo) mails.push({ to: rcpt.address, subject, body: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  async function waitFor(to: string, subject?: RegExp): Promise<ReceivedMail> {
    // Delivery happens after the response (after commit), so poll briefly; no timing is asserted.
    for (let i = 0; i < 200; i++) {
      const found = [...mails].reverse().find((m) => m.to === to && (!subject || subject.test(m.subject)));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no mail to ${to} (${subject ?? 'any subject'}); got: ${mails.map((m) => `${m.to}: ${m.subject}`).join(', ')}`);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor,
    async linkToken(to, path, subject) {
      const mail = await waitFor(to, subject);
      const match = new RegExp(`${path.replace(/[/]/g, '\\/')}([A-Za-z0-9_-]{20,})`).exec(mail.body);
      if (!match) throw new Error(`no ${path} link in mail to ${to}: ${mail.body}`);
      return match[1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
