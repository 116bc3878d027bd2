/** The sign-up email (§2 Sign-up start): a link to `/signup/{token}` to complete registration. */
import { linkEmail } from './linkEmail.js';
import type { OutgoingEmail } from './Mailer.js';
import type { Translate } from '../i18n/serverTexts.js';

/** Builds the sign-up email in `t`'s language (the page's, from the request). */
export function signupEmail(to: string, link: string, t: Translate): OutgoingEmail {
  return linkEmail({ to, subject: t('signup.subject'), intro: t('signup.intro'), link, outro: t('signup.outro') });
}
