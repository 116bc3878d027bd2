/**
 * The one agreement answer (§7 "The response is an agreement"): GET /agreements/{id}, PUT and
 * every action that answers an agreement send this shape, so the client never patches one
 * answer over another.
 *
 * - A position gets the owner view (agreementToWire, every participant) plus the document
 *   fields (acl, folder, source, value, import mark, trash time, tags, counts).
 * - A guest gets the guest view of their participant (agreementToWire), which has no document
 *   fields, plus who sent it (agreementSender: the signing page's header card).
 */
import type { Db } from '../db/openDatabase.js';
import type { Actor } from '../http/actor.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { permissionsOf } from '../permissions/permissionsOf.js';
import { agreementDocumentWire, type AgreementDocumentWire } from './agreementDocumentWire.js';
import { agreementSender } from './agreementSender.js';
import { agreementToWire, type ServerAgreementWire } from './agreementToWire.js';
import type { LoadedAgreement } from './loadAgreement.js';

/** An agreement as answered: the guest view, or the owner view with the document fields. */
export type AgreementAnswer = ServerAgreementWire | (ServerAgreementWire & AgreementDocumentWire);

/**
 * Shapes `loaded` (as just read or saved, inside the caller's transaction when there is one) for
 * `actor`. For a position, `granted` is the permission set already resolved on this agreement
 * (e.g. by requirePermission); without it, it is resolved here. One statement for the tags and
 * counts (plus the permission lookup when `granted` is missing and the position is no account
 * admin); one for a guest (the sender). Throws nothing of its own.
 */
export async function agreementAnswer(db: Db, actor: Actor, loaded: LoadedAgreement, granted?: ReadonlySet<string>): Promise<AgreementAnswer> {
  if (actor.kind === 'guest') {
    return { ...agreementToWire(loaded, { kind: 'guest', participantId: actor.guest.participantId }), sender: await agreementSender(db, loaded.accountId) };
  }
  const permissions = granted ?? (await permissionsOf(db, actor.position, agreementTarget(loaded)));
  return { ...agreementToWire(loaded, { kind: 'owner' }), ...(await agreementDocumentWire(db, loaded.agreement, permissions)) };
}
