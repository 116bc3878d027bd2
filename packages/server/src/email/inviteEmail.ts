/** The colleague invitation (§6 "Invited users join an existing account"): a link to `/signup/{token}`. */
import { neutralizeBidi } from '@inkflow/core';
import { linkEmail } from './linkEmail.js';
import type { OutgoingEmail } from './Mailer.js';

/** Builds the invitation to join `company`; names are shown without bidi controls (core neutralizeBidi). */
export function inviteEmail(input: { to: string; inviter: string; company: string; link: string }): OutgoingEmail {
  const inviter = neutralizeBidi(input.inviter);
  const company = neutralizeBidi(input.company);
  return linkEmail({
    to: input.to,
    subject: `${inviter} invited you to ${company} on Inkflow`,
    intro: `${inviter} invited you to join ${company} on Inkflow. Open this link to choose your password:`,
    link: input.link,
    outro: 'The link is valid for 7 days.',
  });
}
