/**
 * The invitation notice for an address that is already registered (§6 "Invited users join an
 * existing account"): a registered position cannot join a second account, so instead of a
 * sign-up link its owner learns who invited them. The inviter gets the same answer as for any
 * address, so inviting reveals nothing about who has an account.
 */
import { linkEmail } from './linkEmail.js';
import type { OutgoingEmail } from './Mailer.js';
import type { Translate } from '../i18n/serverTexts.js';

/** Builds the notice in `t`'s language (the inviter's); `loginLink` is `{origin}/login`. */
export function inviteRegisteredEmail(input: { to: string; inviter: string; company: string; loginLink: string }, t: Translate): OutgoingEmail {
  const names = { inviter: input.inviter, company: input.company };
  return linkEmail({ to: input.to, subject: t('inviteRegistered.subject', names), intro: t('inviteRegistered.intro', names), link: input.loginLink, outro: t('inviteRegistered.outro', names) });
}
