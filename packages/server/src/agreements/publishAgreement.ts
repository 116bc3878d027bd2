/**
 * POST /agreements/{id}/publish (§7): sends a draft. State 0 -> 1, stores subject, message and
 * published_at, gives every enabled participant a fresh guest token (only its hash is stored;
 * the token itself exists only in the email) and emails each the guest link.
 */
import { AgreementState, ApiErrorCode, ParticipantRole, publishSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { SessionPosition } from '../auth/sessions.js';
import { randomToken, sha256Hex } from '../auth/tokens.js';
import type { Db } from '../db/openDatabase.js';
import { participants } from '../db/schema.js';
import { invitationEmail } from '../email/invitationEmail.js';
import { queueEmail, type Mailer, type OutgoingEmail } from '../email/Mailer.js';
import { badRequest, parseOrThrow, stateConflict } from '../http/ApiHttpError.js';
import { agreementToWire, type ServerAgreementWire } from './agreementToWire.js';
import { loadAgreement } from './loadAgreement.js';
import { recordEvent, type EventActor } from './recordEvent.js';
import { requireOwner } from './requireOwner.js';
import { saveAgreementVersion } from './saveAgreementVersion.js';

/** The guest link of §7 publish. */
export function guestLink(origin: string, agreementId: number, guestToken: string): string {
  return `${origin}/documents/${agreementId}/at/${guestToken}`;
}

/**
 * Publishes the agreement and delivers the invitations after commit. Errors: 400 BAD_REQUEST
 * (bad body, or no enabled signatory), 403 (99), 404, 409/4999 (not a draft).
 */
export async function publishAgreement(
  db: Db,
  mailer: Mailer,
  position: SessionPosition,
  id: number,
  body: unknown,
  context: { actor: EventActor; origin: string; onDeliveryError: (error: unknown) => void },
): Promise<ServerAgreementWire> {
  const input = parseOrThrow(publishSchema, body);
  const emails: OutgoingEmail[] = [];
  const wire = await db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, id, { lock: true });
    requireOwner(loaded, position);
    if (loaded.agreement.state !== AgreementState.Draft) {
      throw stateConflict(ApiErrorCode.DocumentLocked, 'Only a draft contract can be sent');
    }
    const recipients = loaded.participants.filter((p) => p.enabled);
    if (!recipients.some((p) => p.type === ParticipantRole.Signatory)) {
      throw badRequest('Add at least one signatory before sending the contract');
    }
    for (const person of recipients) {
      const token = randomToken();
      await tx.update(participants).set({ guestTokenHash: sha256Hex(token) }).where(eq(participants.id, person.id));
      emails.push(
        invitationEmail({
          to: person.email,
          fullname: person.fullname,
          type: person.type,
          agreementName: loaded.agreement.name,
          subject: input.subject,
          message: input.message,
          link: guestLink(context.origin, id, token),
        }),
      );
    }
    const saved = await saveAgreementVersion(tx, loaded.agreement, loaded.agreement.checksum, {
      state: AgreementState.Pending,
      subject: input.subject,
      message: input.message,
      publishedAt: new Date(),
    });
    await recordEvent(tx, {
      agreementId: id,
      type: 'published',
      actor: { ...context.actor, positionId: position.positionId },
      documentHash: saved.documentHash,
      payload: { from: AgreementState.Draft, to: AgreementState.Pending, recipients: recipients.map((p) => p.id) },
    });
    for (const email of emails) await queueEmail(tx, email);
    return agreementToWire(saved.loaded, { kind: 'owner' });
  });
  // The outbox rows are committed; a failing SMTP server must not turn the publish into an error.
  for (const email of emails) await mailer.deliver(email).catch(context.onDeliveryError);
  return wire;
}
