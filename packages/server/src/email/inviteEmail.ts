/** The colleague invitation (§6 "Invited users join an existing account"): a link to `/signup/{token}`. */
import { linkEmail } from './linkEmail.js';
import type { OutgoingEmail } from './Mailer.js';

/** Builds the invitation to join `company`. */
export function inviteEmail(input: { to: string; inviter: string; company: string; link: string }): OutgoingEmail {
  return linkEmail({
    to: input.to,
    subject: `${input.inviter} invited you to ${input.company} on Inkflow`,
    intro: `${input.inviter} invited you to join ${input.company} on Inkflow. Open this link to choose your password:`,
    link: input.link,
    outro: 'The link is valid for 7 days.',
  });
}
