/** The change-email confirmation (§2 Change email), sent to the new address: a link to `/change-email/{token}`. */
import { linkEmail } from './linkEmail.js';
import type { OutgoingEmail } from './Mailer.js';
import type { Translate } from '../i18n/serverTexts.js';

/** Builds the change-email confirmation in `t`'s language (the position's). */
export function changeEmailEmail(to: string, link: string, t: Translate): OutgoingEmail {
  return linkEmail({ to, subject: t('changeEmail.subject'), intro: t('changeEmail.intro'), link, outro: t('changeEmail.outro') });
}
