/**
 * Sends each participant whose turn it is (flow/currentBlock) and who has not been invited yet
 * their invitation: a fresh guest token (only its hash is stored, in guest_tokens; the token
 * itself exists only in the message), by email, or by SMS for delivery_channel sms. Called by publish and after
 * every signature or approval, so with a signing order each block is invited in turn.
 */
import { textsFor } from '../i18n/serverTexts.js';
import { eq } from 'drizzle-orm';
import { issueGuestToken } from '../auth/guestLinkTokens.js';
import type { Db } from '../db/openDatabase.js';
import { participants } from '../db/schema.js';
import { invitationEmail } from '../email/invitationEmail.js';
import type { EmailBrand } from '../email/emailLayout.js';
import { queueEmail } from '../email/Mailer.js';
import { loadEmailBrand } from '../accounts/accountBrand.js';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import { guestLink } from './guestLink.js';
import { queueSms } from '../sms/SmsProvider.js';
import { isParticipantsTurn } from './currentBlock.js';
import type { Deliveries } from './FlowContext.js';

/** True when `person`'s invitation goes by email (SMS needs delivery_channel sms and a phone number). */
const byEmail = (person: LoadedAgreement['participants'][number]) => !(person.deliveryChannel === 'sms' && person.phoneNumber);

/**
 * Invites the due participants of `loaded` (which must reflect the latest changes) inside `tx`;
 * adds the queued messages to `deliveries`; returns the ids invited.
 */
export async function inviteDueParticipants(tx: Db, loaded: LoadedAgreement, origin: string, deliveries: Deliveries): Promise<number[]> {
  const due = loaded.participants.filter((p) => p.enabled && p.invitedAt === null && !p.declinedAt && isParticipantsTurn(loaded, p));
  // The brand is the same for every invitation of this agreement: read it once.
  const brand = due.some(byEmail) ? await loadEmailBrand(tx, loaded.accountId, origin) : undefined;
  for (const person of due) await sendInvitation(tx, loaded, person, origin, deliveries, brand);
  return due.map((p) => p.id);
}

/**
 * Issues a fresh guest token for `person` (earlier links keep working until the participant's
 * links are revoked), marks them invited (a reminder keeps the first invitation time) and queues the invitation by email, or by SMS for
 * delivery_channel sms. Used for first invitations and for reminders. The email is in the
 * account's brand (`brand`, read here when not given).
 */
export async function sendInvitation(
  tx: Db,
  loaded: LoadedAgreement,
  person: LoadedAgreement['participants'][number],
  origin: string,
  deliveries: Deliveries,
  brand?: EmailBrand,
): Promise<'email' | 'sms'> {
  const { agreement } = loaded;
  const token = await issueGuestToken(tx, person.id);
  if (!person.invitedAt) await tx.update(participants).set({ invitedAt: new Date() }).where(eq(participants.id, person.id));
  const link = guestLink(origin, agreement.id, token);
  if (!byEmail(person) && person.phoneNumber) {
    const sms = { to: person.phoneNumber, text: `${agreement.subject ?? agreement.name}: ${link}` };
    await queueSms(tx, sms);
    deliveries.sms.push(sms);
    return 'sms';
  }
  const t = textsFor(agreement.language);
  const email = invitationEmail({
    to: person.email,
    fullname: person.fullname,
    type: person.type,
    agreementName: agreement.name,
    subject: agreement.subject ?? agreement.name,
    message: agreement.message ?? '',
    link,
  }, t);
  deliveries.emails.push(await queueEmail(tx, email, { t, brand: brand ?? (await loadEmailBrand(tx, loaded.accountId, origin)) }));
  return 'email';
}
