/** The email of send_concluded_copy (§7): a short note with the sealed PDF attached. */
import { neutralizeBidi } from '@inkflow/core';
import { escapeHtml } from '../email/escapeHtml.js';
import type { OutgoingEmail } from '../email/Mailer.js';
import type { Translate } from './sealStrings.js';

/** Builds the email to `to`; texts from `sign:seal.emailSubject` and `sign:seal.emailBody`, names without bidi controls (core neutralizeBidi). */
export function concludedCopyEmail(input: { to: string; fullname: string; agreementName: string; filename: string; pdf: Buffer }, t: Translate): OutgoingEmail {
  const name = neutralizeBidi(input.agreementName);
  const body = t('sign:seal.emailBody', { fullname: neutralizeBidi(input.fullname), name });
  return {
    to: input.to,
    subject: t('sign:seal.emailSubject', { name }),
    text: `${body}\n`,
    html: body
      .split('\n\n')
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join('\n'),
    attachments: [{ filename: input.filename, content: input.pdf, contentType: 'application/pdf' }],
  };
}
