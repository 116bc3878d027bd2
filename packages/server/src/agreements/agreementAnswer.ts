/**
 * The one agreement answer (§7 "The response is an agreement"): GET /agreements/{id}, PUT and
 * every action that answers an agreement send this shape, so the client never patches one
 * answer over another.
 *
 * - A position gets the owner view (agreementToWire, every participant) plus the document
 *   fields (acl, folder, source, value, import mark, trash time, tags, counts).
 * - A guest gets the guest view of their participant (agreementToWire), which has no document
 *   fields, plus who sent it (agreementSender: the signing page's header card).
 * - Both get `messages`: the last 6 threads the caller may see (messages/messageThreads.ts,
 *   through the one visibility rule); none for a guest who has not yet entered their security code.
 */
import type { Db } from '../db/openDatabase.js';
import type { Actor } from '../http/actor.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { permissionsOf } from '../permissions/permissionsOf.js';
import { agreementDocumentWire, type AgreementDocumentWire } from './agreementDocumentWire.js';
import { agreementSender } from './agreementSender.js';
import { agreementToWire, type ServerAgreementWire } from './agreementToWire.js';
import type { LoadedAgreement } from './loadAgreement.js';
import { recentThreads } from '../messages/messageThreads.js';
import { isSenderSideParticipant } from '../messages/messageVisibility.js';
import { mfaPending } from '../participants/participantExtraWire.js';

/** An agreement as answered: the guest view, or the owner view with the document fields. */
export type AgreementAnswer = ServerAgreementWire | (ServerAgreementWire & AgreementDocumentWire);

/**
 * Shapes `loaded` (as just read or saved, inside the caller's transaction when there is one) for
 * `actor`. For a position, `granted` is the permission set already resolved on this agreement
 * (e.g. by requirePermission); without it, it is resolved here. One statement for the tags and
 * counts (plus the permission lookup when `granted` is missing and the position is no account
 * admin); one for a guest (the sender); one more for the messages. Throws nothing of its own.
 */
export async function agreementAnswer(db: Db, actor: Actor, loaded: LoadedAgreement, granted?: ReadonlySet<string>): Promise<AgreementAnswer> {
  if (actor.kind === 'guest') {
    const { participantId } = actor.guest;
    const sender = await agreementSender(db, loaded.accountId);
    const self = loaded.participants.find((p) => p.id === participantId);
    const reader = self && isSenderSideParticipant(self) ? { side: 'sender' as const, positionId: null, participantId } : { side: 'counterparty' as const, participantId };
    const messages = !self || mfaPending(self) ? [] : await recentThreads(db, loaded, reader, sender.company_name ?? sender.name);
    return { ...agreementToWire(loaded, { kind: 'guest', participantId }), sender, messages };
  }
  const permissions = granted ?? (await permissionsOf(db, actor.position, agreementTarget(loaded)));
  const messages = await recentThreads(db, loaded, { side: 'sender', positionId: actor.position.positionId, participantId: null });
  return { ...agreementToWire(loaded, { kind: 'owner' }), ...(await agreementDocumentWire(db, loaded.agreement, permissions)), messages };
}
