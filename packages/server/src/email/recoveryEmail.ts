/** The password recovery email (§2 Reset password): a link to `/recover-account/{token}`, valid 1 hour. */
import { linkEmail } from './linkEmail.js';
import type { OutgoingEmail } from './Mailer.js';

/** Builds the recovery email. */
export function recoveryEmail(to: string, link: string): OutgoingEmail {
  return linkEmail({
    to,
    subject: 'Reset your Inkflow password',
    intro: 'Someone asked to reset the password of your Inkflow account. Open this link within 1 hour to choose a new password:',
    link,
    outro: "If you didn't ask for this, you can ignore this email; your password stays the same.",
  });
}
