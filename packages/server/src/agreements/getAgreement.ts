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
import { recordFirstView } from './recordFirstView.js';
import type { WebhookEvents } from '../webhooks/webhookJobs.js';

/**
 * The agreement as `actor` may see it (agreementAnswer). A guest's first open (past any security
 * code) is recorded for the `agreement.viewed` webhook event (recordFirstView) while a webhook of
 * the account listens to it; otherwise reading costs no extra statement. Errors: 403 (99)
 * without agreement:view or for a guest of another agreement, 404 NOT_FOUND.
 */
export async function getAgreement(db: Db, actor: Actor, id: number, webhooks: WebhookEvents): Promise<AgreementAnswer> {
  if (actor.kind === 'guest') {
    if (actor.guest.agreementId !== id) throw accessDenied('This link does not give access to the contract');
    const loaded = await loadAgreement(db, id);
    const me = loaded.participants.find((p) => p.id === actor.guest.participantId);
    if (me && me.viewedAt === null && !actor.guest.mfaPending && loaded.webhookEvents.includes('agreement.viewed')) await recordFirstView(db, webhooks, loaded, me.id);
    return agreementAnswer(db, actor, loaded);
  }
  const loaded = await loadAgreement(db, id);
  const granted = await requirePermission(db, actor.position, agreementTarget(loaded), Permission.View);
  return agreementAnswer(db, actor, loaded, granted);
}
