/**
 * The change-email notice for an address that is already registered (§2 Change email): sent to
 * that address instead of a confirmation link, so the API's answer can be the same whether or
 * not the address is in use and only its owner learns that it is.
 */
import { linkEmail } from './linkEmail.js';
import type { OutgoingEmail } from './Mailer.js';

/** Builds the notice; `loginLink` is `{origin}/login`. */
export function changeEmailTakenEmail(to: string, loginLink: string): OutgoingEmail {
  return linkEmail({
    to,
    subject: 'Your Inkflow email address',
    intro: 'Someone asked to move an Inkflow account to this address, but it is already registered, so nothing has changed. You can sign in with it here:',
    link: loginLink,
    outro: "If that was you, choose another address for the other account. If you didn't ask for this, ignore this email.",
  });
}
