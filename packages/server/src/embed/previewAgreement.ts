/**
 * POST /agreements/{id}/preview (§7 "used when the guest token is preview", §4 preview mode):
 * the owner's read-only view of an agreement, for the embed's `preview` guest token. It needs
 * the owner's session: a guest token never grants it, and in a third-party iframe the browser
 * does not send the session cookie, so an embedded preview on a partner page gets 401 and shows
 * the 403 screen. Writes nothing.
 */
import type { Db } from '../db/openDatabase.js';
import { agreementAnswer, type AgreementAnswer } from '../agreements/agreementAnswer.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { requireOwner } from '../agreements/requireOwner.js';
import type { PositionActor } from '../http/actor.js';

/** The agreement as its owner sees it. Errors: 403 (99), 404. */
export async function previewAgreement(db: Db, actor: PositionActor, id: number): Promise<AgreementAnswer> {
  const loaded = await loadAgreement(db, id);
  requireOwner(loaded, actor.position);
  return agreementAnswer(db, actor, loaded);
}
