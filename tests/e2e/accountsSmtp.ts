/**
 * A real SMTP server for the accounts end-to-end tests (issue #3 "the tests run a real SMTP
 * server in-process and follow the links in what it receives"): the Inkflow server is started
 * with SMTP_URL pointing here, every message is kept with its decoded text.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One received email: envelope recipients and the raw message decoded from quoted-printable. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  text: string;
}

/** Undoes quoted-printable soft breaks and escapes (runs of escaped bytes are UTF-8), so links and non-ASCII text read whole. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run: string) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}

/** Decodes base64 MIME parts in place (nodemailer uses them for long non-ASCII text). */
function decodeBase64Parts(raw: string): string {
  return raw.replace(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi, (_, body: string) => Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'));
}

/** Starts the SMTP catcher on a free port. */
export async function startSmtp() {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, text: decodeBase64Parts(decodeQuotedPrintable(raw)) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Waits (up to 15 s) for a mail to `to` received after `since` mails, matching `pattern`; returns the first match group or the match. */
    async waitFor(to: string, pattern: RegExp, since = 0): Promise<string> {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        for (const mail of mails.slice(since)) {
          if (!mail.to.includes(to.toLowerCase())) continue;
          const match = pattern.exec(mail.text);
          if (match) return match[1] ?? match[0];
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no mail to ${to} matching ${pattern} (got ${mails.length}: ${mails.map((m) => m.to.join(',')).join('; ')})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
