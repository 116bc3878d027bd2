/**
 * The email confirming a closing (§7 cancellation), to every admin of the account: who closed
 * it, the day its data will be deleted, and the settings page where admins can still export the
 * data or keep the account.
 */
import { neutralizeBidi } from '@inkflow/core';
import { linkEmail } from '../email/linkEmail.js';
import type { OutgoingEmail } from '../email/Mailer.js';
import type { Translate } from '../i18n/serverTexts.js';

/** Builds the email to `to` in `t`'s language; `deletionDay` is already formatted for that language. */
export function accountClosingEmail(input: { to: string; company: string; closedBy: string; deletionDay: string; link: string }, t: Translate): OutgoingEmail {
  const company = neutralizeBidi(input.company);
  return linkEmail({
    to: input.to,
    subject: t('accountClosing.subject', { company }),
    intro: t('accountClosing.intro', { company, name: neutralizeBidi(input.closedBy), date: input.deletionDay }),
    link: input.link,
    outro: t('accountClosing.outro'),
  });
}
