/** The colleague invitation (§6 "Invited users join an existing account"): a link to `/signup/{token}`. */
import { neutralizeBidi } from '@inkflow/core';
import { linkEmail } from './linkEmail.js';
import type { OutgoingEmail } from './Mailer.js';
import type { Translate } from '../i18n/serverTexts.js';

/** Builds the invitation to join `company` in `t`'s language (the inviter's); names are shown without bidi controls (core neutralizeBidi). */
export function inviteEmail(input: { to: string; inviter: string; company: string; link: string }, t: Translate): OutgoingEmail {
  const names = { inviter: neutralizeBidi(input.inviter), company: neutralizeBidi(input.company) };
  return linkEmail({ to: input.to, subject: t('invite.subject', names), intro: t('invite.intro', names), link: input.link, outro: t('invite.outro') });
}
