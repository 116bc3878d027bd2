/** The password recovery email (§2 Reset password): a link to `/recover-account/{token}`, valid 1 hour. */
import { linkEmail } from './linkEmail.js';
import type { OutgoingEmail } from './Mailer.js';
import type { Translate } from '../i18n/serverTexts.js';

/** Builds the recovery email in `t`'s language (the position's). */
export function recoveryEmail(to: string, link: string, t: Translate): OutgoingEmail {
  return linkEmail({ to, subject: t('recovery.subject'), intro: t('recovery.intro'), link, outro: t('recovery.outro') });
}
