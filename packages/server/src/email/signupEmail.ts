/** The sign-up email (§2 Sign-up start): a link to `/signup/{token}` to complete registration. */
import { linkEmail } from './linkEmail.js';
import type { OutgoingEmail } from './Mailer.js';

/** Builds the sign-up email. */
export function signupEmail(to: string, link: string): OutgoingEmail {
  return linkEmail({
    to,
    subject: 'Complete your Inkflow sign up',
    intro: 'Thank you for signing up for Inkflow. Open this link to complete your registration and start your 14-day premium trial:',
    link,
    outro: "If you didn't sign up, ignore this email.",
  });
}
