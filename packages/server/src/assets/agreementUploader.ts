/**
 * Who uploads to an agreement (POST /agreements/{id}/assets/, §6 "Guests use a guest token on
 * upload"): the agreement's own guest, or a position with agreement:update on it.
 */
import type { Db } from '../db/openDatabase.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import type { Actor } from '../http/actor.js';
import { accessDenied } from '../http/ApiHttpError.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import type { Uploader } from './uploadAsset.js';

/**
 * The uploader `actor` is for agreement `agreementId`. Whether a guest may still upload (signed,
 * declined, concluded, security code pending) is checked by uploadAsset (requireGuestCanUpload).
 * Errors: 403 (99) for a guest of another agreement or a position without agreement:update, 404.
 */
export async function agreementUploader(db: Db, actor: Actor, agreementId: number): Promise<Uploader> {
  if (actor.kind === 'guest') {
    if (actor.guest.agreementId !== agreementId) throw accessDenied('This link does not give access to the contract');
    const loaded = await loadAgreement(db, agreementId);
    return { kind: 'guest', accountId: loaded.accountId, participantId: actor.guest.participantId };
  }
  const { position } = actor;
  await requirePermission(db, position, agreementTarget(await loadAgreement(db, agreementId)), Permission.Update);
  return { kind: 'position', accountId: position.accountId, positionId: position.positionId };
}
