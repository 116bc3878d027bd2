/**
 * The invitation notice for an address that is already registered (§6 "Invited users join an
 * existing account"): a registered position cannot join a second account, so instead of a
 * sign-up link its owner learns who invited them. The inviter gets the same answer as for any
 * address, so inviting reveals nothing about who has an account.
 */
import { linkEmail } from './linkEmail.js';
import type { OutgoingEmail } from './Mailer.js';

/** Builds the notice; `loginLink` is `{origin}/login`. */
export function inviteRegisteredEmail(input: { to: string; inviter: string; company: string; loginLink: string }): OutgoingEmail {
  return linkEmail({
    to: input.to,
    subject: `${input.inviter} invited you to ${input.company} on Inkflow`,
    intro: `${input.inviter} invited you to join ${input.company} on Inkflow, but this address already has an Inkflow account, which stays where it is. To join ${input.company}, ask ${input.inviter} to invite another address of yours. Your account:`,
    link: input.loginLink,
    outro: `If you don't know ${input.company}, ignore this email.`,
  });
}
