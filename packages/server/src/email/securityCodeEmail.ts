/** The email carrying a two-step security code (§2 Login "Your security code has been sent to {channel}"). */
import type { OutgoingEmail } from './Mailer.js';
import type { Translate } from '../i18n/serverTexts.js';
import { escapeHtml } from './escapeHtml.js';

/** Builds the security-code email in `t`'s language (the position's). The code is the whole point, so it leads the subject too. */
export function securityCodeEmail(to: string, code: string, t: Translate): OutgoingEmail {
  const body = t('securityCode.body', { code });
  const validity = t('securityCode.validity');
  return {
    to,
    subject: t('securityCode.subject', { code }),
    text: `${body}\n\n${validity}\n`,
    html: `<p>${escapeHtml(body).replace(code, `<strong>${code}</strong>`)}</p>\n<p>${escapeHtml(validity)}</p>`,
  };
}
