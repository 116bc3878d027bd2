/** The change-email confirmation (§2 Change email), sent to the new address: a link to `/change-email/{token}`. */
import { linkEmail } from './linkEmail.js';
import type { OutgoingEmail } from './Mailer.js';

/** Builds the change-email confirmation. */
export function changeEmailEmail(to: string, link: string): OutgoingEmail {
  return linkEmail({
    to,
    subject: 'Confirm your new Inkflow email address',
    intro: 'Open this link within 24 hours to use this address for your Inkflow account:',
    link,
    outro: "If you didn't ask for this, ignore this email; nothing changes.",
  });
}
