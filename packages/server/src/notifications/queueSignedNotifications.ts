/**
 * "Email me when a counterparty signs" (My settings): when a participant without a position (a
 * counterparty) signs, the agreement's owner and the colleagues taking part in it who keep the
 * choice on get an email in their own language with a link to the agreement
 * (`{PUBLIC_ORIGIN}/documents/{id}`). Queued in the signing transaction, delivered after commit.
 */
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import type { ParticipantRow } from '../agreements/agreementContent.js';
import type { Db } from '../db/openDatabase.js';
import { queueEmails, type OutgoingEmail } from '../email/Mailer.js';
import { notificationEmail } from '../email/notificationEmail.js';
import { textsFor } from '../i18n/serverTexts.js';
import { notificationRecipients } from './notificationRecipients.js';

/** Queues the emails for `signer`'s signature on `loaded` (none for a colleague's signature); returns them for delivery. */
export async function queueSignedNotifications(tx: Db, loaded: LoadedAgreement, signer: Pick<ParticipantRow, 'fullname' | 'positionId'>, origin: string): Promise<OutgoingEmail[]> {
  if (signer.positionId !== null) return [];
  const recipients = await notificationRecipients(tx, loaded, 'agreementSigned', null);
  const { agreement } = loaded;
  const emails = recipients.map((recipient) => {
    const t = textsFor(recipient.language);
    return notificationEmail(
      {
        to: recipient.email,
        subject: t('notification.signed.subject', { signer: signer.fullname, name: agreement.name }),
        greeting: t('notification.greeting', { fullname: recipient.fullname }),
        intro: t('notification.signed.intro', { signer: signer.fullname, name: agreement.name }),
        link: `${origin}/documents/${agreement.id}`,
        outro: t('notification.signed.outro'),
      },
    );
  });
  await queueEmails(tx, emails);
  return emails;
}
