/**
 * The change-email notice for an address that is already registered (§2 Change email): sent to
 * that address instead of a confirmation link, so the API's answer can be the same whether or
 * not the address is in use and only its owner learns that it is.
 */
import { linkEmail } from './linkEmail.js';
import type { OutgoingEmail } from './Mailer.js';
import type { Translate } from '../i18n/serverTexts.js';

/** Builds the notice in `t`'s language; `loginLink` is `{origin}/login`. */
export function changeEmailTakenEmail(to: string, loginLink: string, t: Translate): OutgoingEmail {
  return linkEmail({ to, subject: t('changeEmailTaken.subject'), intro: t('changeEmailTaken.intro'), link: loginLink, outro: t('changeEmailTaken.outro') });
}
