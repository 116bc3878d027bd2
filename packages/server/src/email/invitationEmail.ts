/**
 * The invitation a participant receives when an agreement is published (§7 publish): the
 * owner's subject and message, and the guest link `{origin}/documents/{id}/at/{guestToken}`.
 */
import { ParticipantRole, neutralizeBidi } from '@inkflow/core';
import { emailActionLink } from './emailLayout.js';
import { escapeHtml } from './escapeHtml.js';
import type { OutgoingEmail } from './Mailer.js';
import type { Translate } from '../i18n/serverTexts.js';

/** Builds the invitation email for one participant in `t`'s language (the agreement's); names are shown without bidi controls (core neutralizeBidi). */
export function invitationEmail(input: {
  to: string;
  fullname: string;
  type: number;
  agreementName: string;
  subject: string;
  message: string;
  link: string;
}, t: Translate): OutgoingEmail {
  const fullname = neutralizeBidi(input.fullname);
  const agreementName = neutralizeBidi(input.agreementName);
  const greeting = t('invitation.greeting', { fullname });
  const signs = input.type === ParticipantRole.Signatory;
  const open = t(signs ? 'invitation.sign' : 'invitation.view', { name: agreementName });
  const text = [greeting, '', input.message, '', open, input.link, '']
    .filter((line, i) => !(i === 2 && line === ''))
    .join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    input.message ? `<p>${escapeHtml(input.message).replace(/\n/g, '<br>')}</p>` : '',
    `<p>${escapeHtml(open)}</p>`,
    `<p>${emailActionLink(input.link, t(signs ? 'invitation.signButton' : 'invitation.viewButton'))}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
  ].join('\n');
  return { to: input.to, subject: input.subject, text, html };
}
