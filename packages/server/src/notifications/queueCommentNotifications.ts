/**
 * "Email me when someone comments" (My settings): a comment (§3 Message type 3, a new thread or a
 * reply) emails the agreement's owner and the colleagues taking part in it who keep the choice on
 * — never its author, never someone the comment was not meant for (messages/messageVisibility.ts
 * decides, as it does for the lists and the push channel), and not someone already emailed
 * because the comment mentions them. The link opens the agreement at the comment
 * (`{PUBLIC_ORIGIN}/documents/{id}/m/{messageId}`, §2 deep link); the email quotes the start of it.
 */
import { MessageType } from '@inkflow/core';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import type { Db } from '../db/openDatabase.js';
import { queueEmails, type OutgoingEmail } from '../email/Mailer.js';
import { notificationEmail } from '../email/notificationEmail.js';
import { textsFor } from '../i18n/serverTexts.js';
import { messageLink } from '../messages/mentionParticipants.js';
import { mayReadMessage, type VisibleMessage } from '../messages/messageVisibility.js';
import { notificationRecipients } from './notificationRecipients.js';

/** Characters of the comment quoted in the email. */
const quoteLength = 200;

/** The stored comment as far as the notification reads it. */
export interface PostedComment extends VisibleMessage {
  id: number;
  type: number;
  body: string;
}

/**
 * Queues the emails about `comment` on `loaded`, written by `author` (its position, when the
 * author is a colleague; its display name as readers see it), to everyone above but the
 * addresses in `alreadyEmailed` (lower-cased: those the mention emails reached); returns them for
 * delivery. No statement for other message types.
 */
export async function queueCommentNotifications(
  tx: Db,
  loaded: LoadedAgreement,
  comment: PostedComment,
  author: { positionId: number | null; participantId: number | null; name: string },
  origin: string,
  alreadyEmailed: ReadonlySet<string> = new Set(),
): Promise<OutgoingEmail[]> {
  if (comment.type !== MessageType.Comment) return [];
  const authorPosition = author.positionId ?? loaded.participants.find((p) => p.id === author.participantId)?.positionId ?? null;
  const recipients = (await notificationRecipients(tx, loaded, 'commentPosted', authorPosition)).filter(
    (r) => !alreadyEmailed.has(r.email.toLowerCase()) && mayReadMessage({ side: 'sender', positionId: r.positionId, participantId: null }, comment),
  );
  const { agreement } = loaded;
  const text = comment.body.trim();
  const quote = text.length > quoteLength ? `${text.slice(0, quoteLength).trimEnd()}…` : text;
  const emails = recipients.map((recipient) => {
    const t = textsFor(recipient.language);
    const who = author.name || t('mention.someone');
    return notificationEmail({
      to: recipient.email,
      subject: t('notification.comment.subject', { author: who, name: agreement.name }),
      greeting: t('notification.greeting', { fullname: recipient.fullname }),
      intro: t('notification.comment.intro', { author: who, name: agreement.name }),
      ...(quote ? { quote } : {}),
      link: messageLink(origin, agreement.id, comment.id),
      outro: t('notification.comment.outro'),
    });
  });
  await queueEmails(tx, emails);
  return emails;
}
