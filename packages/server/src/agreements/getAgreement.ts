/**
 * GET /agreements/{id} (§7) for the owner (session) or a guest (token of a participant of this
 * very agreement). A guest token for another agreement gets 403, like any non-owner.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/openDatabase.js';
import { accessDenied, notLoggedIn } from '../http/ApiHttpError.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { agreementDocumentWire, type AgreementDocumentWire } from './agreementDocumentWire.js';
import { agreementToWire, type ServerAgreementWire } from './agreementToWire.js';
import { loadAgreement } from './loadAgreement.js';

/**
 * The agreement as the caller may see it; a position needs agreement:view (§6) and also gets the
 * document fields of issue #4 (acl, folder, tags, value, counts). Errors: 401, 403 (99), 404.
 */
export async function getAgreement(db: Db, request: FastifyRequest, id: number): Promise<ServerAgreementWire | (ServerAgreementWire & AgreementDocumentWire)> {
  const { auth } = request;
  if (auth.guestTokenGiven) {
    if (!auth.guest || auth.guest.agreementId !== id) throw accessDenied('This link does not give access to the contract');
    const loaded = await loadAgreement(db, id);
    return agreementToWire(loaded, { kind: 'guest', participantId: auth.guest.participantId });
  }
  if (!auth.session) throw notLoggedIn();
  const loaded = await loadAgreement(db, id);
  const granted = await requirePermission(db, auth.session, agreementTarget(loaded), Permission.View);
  return { ...agreementToWire(loaded, { kind: 'owner' }), ...(await agreementDocumentWire(db, loaded.agreement, granted)) };
}
