/**
 * Emails each @-mentioned participant a link to the message (§3 Message
 * `mentioned_participant_ids`, §2 deep link /m/{messageId}). Links start at the configured public
 * origin (ServerDeps.publicOrigin), never the request:
 *
 * - a colleague on the sender's side (a participant with a position) gets the app's
 *   `{origin}/documents/{id}/m/{messageId}`;
 * - a guest gets a fresh guest link (issued like a reminder's, flow/guestLink.ts) with
 *   `/m/{messageId}` appended — only once they have been invited: a mention never opens a
 *   draft to someone the contract was not sent to yet.
 *
 * The author is never emailed about their own message, nor a colleague who turned mention
 * emails off (My settings). An author hidden from counterparties (an
 * organizer or internal approver) appears to counterparties under the sender's company name, as
 * in the message lists (messageForReader). Emails are queued in the outbox inside
 * the transaction and delivered after it commits.
 */
import { eq } from 'drizzle-orm';
import { positions } from '../db/schema.js';
import { textsFor } from '../i18n/serverTexts.js';
import { issueGuestToken } from '../auth/guestLinkTokens.js';
import type { Db } from '../db/openDatabase.js';
import { mentionEmail } from '../email/mentionEmail.js';
import { queueEmail, type OutgoingEmail } from '../email/Mailer.js';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import { guestLink } from '../flow/guestLink.js';
import { senderCompanyName } from './listMessages.js';
import type { MessageAuthor } from './messageAuthor.js';
import { isSenderSideParticipant } from './messageVisibility.js';

/** The link to message `messageId` of agreement `agreementId` for a colleague (app route). */
export const messageLink = (origin: string, agreementId: number, messageId: number): string => `${origin}/documents/${agreementId}/m/${messageId}`;

/**
 * Queues one email per mentioned participant of `loaded` (see the module comment) inside `tx`;
 * returns them for delivery after commit. Throws nothing of its own.
 */
export async function queueMentionEmails(
  tx: Db,
  loaded: LoadedAgreement,
  message: { id: number; mentionedParticipantIds: readonly number[] },
  author: MessageAuthor & { name: string; hiddenFromCounterparties: boolean },
  origin: string,
): Promise<OutgoingEmail[]> {
  const emails: OutgoingEmail[] = [];
  const { agreement } = loaded;
  let company: string | undefined;
  for (const id of new Set(message.mentionedParticipantIds)) {
    const person = loaded.participants.find((p) => p.id === id && p.enabled);
    if (!person || person.id === author.participantId || (person.positionId !== null && person.positionId === author.positionId)) continue;
    let link: string;
    if (person.positionId !== null) link = messageLink(origin, agreement.id, message.id);
    else if (person.invitedAt !== null) link = `${guestLink(origin, agreement.id, await issueGuestToken(tx, person.id))}/m/${message.id}`;
    else continue;
    const masked = author.hiddenFromCounterparties && person.positionId === null && !isSenderSideParticipant(person);
    if (masked) company ??= await senderCompanyName(tx, loaded.accountId);
    const authorName = masked ? company! : author.name;
    // A colleague reads their own language, a counterparty the agreement's (§1); a colleague may
    // have turned mention emails off (My settings).
    let t = textsFor(agreement.language);
    if (person.positionId !== null) {
      const colleague = await colleagueChoices(tx, person.positionId);
      if (!colleague?.notifyMentioned) continue;
      t = textsFor(colleague.language);
    }
    const email = mentionEmail({ to: person.email, fullname: person.fullname, authorName, agreementName: agreement.name, link }, t);
    await queueEmail(tx, email);
    emails.push(email);
  }
  return emails;
}

/** A colleague's language and mention choice (undefined when the position is gone). */
async function colleagueChoices(tx: Db, positionId: number): Promise<{ language: string; notifyMentioned: boolean } | undefined> {
  const [row] = await tx.select({ language: positions.language, notifyMentioned: positions.notifyMentioned }).from(positions).where(eq(positions.id, positionId)).limit(1);
  return row;
}
