/**
 * The email an @-mentioned participant gets (§3 Message `mentioned_participant_ids`): who
 * mentioned them in which contract, and the link that opens the contract at the message
 * (the /m/{messageId} deep link of §2).
 */
import { linkEmail } from './linkEmail.js';
import type { OutgoingEmail } from './Mailer.js';
import type { Translate } from '../i18n/serverTexts.js';

/** Builds the mention email in `t`'s language (a colleague's position language, a counterparty's agreement language); `link` already points at the message. */
export function mentionEmail(input: { to: string; fullname: string; authorName: string; agreementName: string; link: string }, t: Translate): OutgoingEmail {
  const author = input.authorName || t('mention.someone');
  const greeting = input.fullname ? t('mention.greeting', { fullname: input.fullname }) : t('mention.greetingAnonymous');
  return linkEmail({
    to: input.to,
    subject: t('mention.subject', { author, name: input.agreementName }),
    intro: `${greeting} ${t('mention.intro', { author, name: input.agreementName })}`,
    link: input.link,
    outro: t('mention.outro'),
  });
}
