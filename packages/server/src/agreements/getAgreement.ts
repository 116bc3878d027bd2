/**
 * GET /agreements/{id} (§7) for a position (agreement:view, §6) or a guest (token of a participant
 * of this very agreement). A guest token for another agreement gets 403, like any non-owner.
 */
import type { Db } from '../db/openDatabase.js';
import type { Actor } from '../http/actor.js';
import { accessDenied } from '../http/ApiHttpError.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { agreementAnswer, type AgreementAnswer } from './agreementAnswer.js';
import { loadAgreement } from './loadAgreement.js';

/**
 * The agreement as `actor` may see it (agreementAnswer). Errors: 403 (99) without
 * agreement:view or for a guest of another agreement, 404 NOT_FOUND.
 */
export async function getAgreement(db: Db, actor: Actor, id: number): Promise<AgreementAnswer> {
  if (actor.kind === 'guest') {
    if (actor.guest.agreementId !== id) throw accessDenied('This link does not give access to the contract');
    return agreementAnswer(db, actor, await loadAgreement(db, id));
  }
  const loaded = await loadAgreement(db, id);
  const granted = await requirePermission(db, actor.position, agreementTarget(loaded), Permission.View);
  return agreementAnswer(db, actor, loaded, granted);
}
