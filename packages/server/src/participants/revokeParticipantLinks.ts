/**
 * POST /agreements/{id}/participants/{pid}/revoke_links (DESIGN.md "Guests", docs/documents-api.md):
 * the sender withdraws every guest link sent to a participant (the invitation and each reminder),
 * e.g. after an email went to the wrong inbox. A later reminder sends a fresh link that works.
 */
import { revokeGuestTokens } from '../auth/guestLinkTokens.js';
import type { Db } from '../db/openDatabase.js';
import type { PositionActor } from '../http/actor.js';
import { notFound } from '../http/ApiHttpError.js';
import { agreementContent, documentHash } from '../agreements/agreementContent.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { recordEvent } from '../agreements/recordEvent.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';

/**
 * Revokes the participant's live guest links and records a `links_revoked` event (payload
 * `{ participant_id, revoked }`); returns `{ revoked }`, the number of links revoked (0 when none
 * was left). Works in any state. Errors (§8): 403/99 without `agreement:update` (or for a guest
 * token), 404 NOT_FOUND for an unknown agreement or participant.
 */
export async function revokeParticipantLinks(db: Db, actor: PositionActor, agreementId: number, participantId: number): Promise<{ revoked: number }> {
  const { position } = actor;
  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId, { lock: true });
    await requirePermission(tx, position, agreementTarget(loaded), Permission.Update);
    if (!loaded.participants.some((p) => p.id === participantId)) throw notFound('Participant not found');
    const revoked = await revokeGuestTokens(tx, [participantId]);
    await recordEvent(tx, {
      agreementId,
      type: 'links_revoked',
      actor: { ...actor.origin, positionId: position.positionId },
      documentHash: documentHash(agreementContent(loaded.agreement, loaded.participants, loaded.parties)),
      payload: { participant_id: participantId, revoked },
    });
    return { revoked };
  });
}
