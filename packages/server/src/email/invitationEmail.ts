/**
 * The invitation a participant receives when an agreement is published (§7 publish): the
 * owner's subject and message, and the guest link `{origin}/documents/{id}/at/{guestToken}`.
 */
import { ParticipantRole, neutralizeBidi } from '@inkflow/core';
import { escapeHtml } from './escapeHtml.js';
import type { OutgoingEmail } from './Mailer.js';

/** Builds the invitation email for one participant; names are shown without bidi controls (core neutralizeBidi). */
export function invitationEmail(input: {
  to: string;
  fullname: string;
  type: number;
  agreementName: string;
  subject: string;
  message: string;
  link: string;
}): OutgoingEmail {
  const action = input.type === ParticipantRole.Signatory ? 'review and sign' : 'view';
  const fullname = neutralizeBidi(input.fullname);
  const agreementName = neutralizeBidi(input.agreementName);
  const text = [`Hello ${fullname},`, '', input.message, '', `Open the contract "${agreementName}" to ${action} it:`, input.link, '']
    .filter((line, i) => !(i === 2 && line === ''))
    .join('\n');
  const html = [
    `<p>Hello ${escapeHtml(fullname)},</p>`,
    input.message ? `<p>${escapeHtml(input.message).replace(/\n/g, '<br>')}</p>` : '',
    `<p>Open the contract &quot;${escapeHtml(agreementName)}&quot; to ${action} it:</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
  ].join('\n');
  return { to: input.to, subject: input.subject, text, html };
}
