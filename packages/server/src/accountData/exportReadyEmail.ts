/** The email of a finished account export (§7 export): the download link, which works for 7 days. */
import { neutralizeBidi } from '@inkflow/core';
import { linkEmail } from '../email/linkEmail.js';
import type { OutgoingEmail } from '../email/Mailer.js';
import type { Translate } from '../i18n/serverTexts.js';

/** Builds the email to `to` in `t`'s language; `expires` is already formatted for that language. */
export function exportReadyEmail(input: { to: string; company: string; link: string; expires: string }, t: Translate): OutgoingEmail {
  const company = neutralizeBidi(input.company);
  return linkEmail({
    to: input.to,
    subject: t('accountExport.subject'),
    intro: t('accountExport.intro', { company }),
    link: input.link,
    outro: t('accountExport.outro', { date: input.expires }),
  });
}
