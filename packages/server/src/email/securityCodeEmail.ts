/** The email carrying a two-step security code (§2 Login "Your security code has been sent to {channel}"). */
import type { OutgoingEmail } from './Mailer.js';

/** Builds the security-code email. The code is the whole point, so it leads the subject too. */
export function securityCodeEmail(to: string, code: string): OutgoingEmail {
  return {
    to,
    subject: `${code} is your Inkflow security code`,
    text: `Your Inkflow security code is ${code}\n\nIt is valid for 10 minutes and can be used once.\n`,
    html: `<p>Your Inkflow security code is <strong>${code}</strong></p>\n<p>It is valid for 10 minutes and can be used once.</p>`,
  };
}
