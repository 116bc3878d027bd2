/**
 * Who may post and settle which message (§3 Message types, §3 participant role values, §3
 * comment and suggestion lifecycle):
 *
 * - Chat messages (2) and comments (3): anyone who may read the agreement, viewers included.
 * - Suggestions (4) block every signature while active (4204), so they need edit rights and must
 *   come from someone the blocked counterparties can see: never a viewer (views and comments
 *   only), an organizer or an internal approver (both invisible to counterparties; they edit
 *   the contract directly). Positions are the sender side and may suggest.
 * - Resolving (config.status resolved) is for the author; the sender side may also resolve a
 *   suggestion, which it could as well reject. Reopening (config.status null) is for the author
 *   or the sender side (a position with agreement:update).
 * - Deleting is for the author only.
 * - Accepting and rejecting a suggestion is the sender side's decision: a position with
 *   agreement:update, never a guest.
 */
import { ParticipantRole } from '@inkflow/core';
import type { Db } from '../db/openDatabase.js';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import { accessDenied } from '../http/ApiHttpError.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import type { MessageCaller } from './messageAuthor.js';
import { MessageType } from './messageWire.js';

/** Throws 403/99 when `caller` may not post a message of `type` (2, 3 or 4). */
export function requireMayPost(caller: MessageCaller, type: number): void {
  if (type !== MessageType.Suggestion || caller.kind === 'position') return;
  if (caller.participant.type === ParticipantRole.Viewer) throw accessDenied('A viewer may post chat messages and comments, not suggestions');
  // Organizer type 2 also covers internal approvers (type 2 with DRAFT_APPROVER).
  if (caller.participant.type === ParticipantRole.Organizer) {
    throw accessDenied('A participant hidden from the counterparties edits the contract directly and cannot post suggestions');
  }
}

/** A stored message as far as the rules need it. */
export interface SettledMessage {
  type: number;
  participantId: number | null;
  positionId: number | null;
}

/** True when `caller` wrote `message`. */
export const isAuthor = (caller: MessageCaller, message: SettledMessage) =>
  caller.kind === 'guest' ? message.participantId === caller.participant.id : message.positionId === caller.position.positionId;

/**
 * Throws 403/99 unless `caller` may make the change: `status` accepted/rejected (sender side
 * with agreement:update only), deleted (the author only), `resolve` (the author or the
 * sender side), `reopen` (the author or the sender side).
 */
export async function requireMaySettle(
  tx: Db,
  caller: MessageCaller,
  loaded: LoadedAgreement,
  message: SettledMessage,
  change: { status?: string; resolve: boolean; reopen?: boolean },
): Promise<void> {
  if (change.status === 'deleted' && !isAuthor(caller, message)) throw accessDenied('You can delete only your own messages');
  if (change.reopen && !isAuthor(caller, message)) {
    if (caller.kind === 'guest') throw accessDenied('Only the author or the sender side can reopen this');
    await requirePermission(tx, caller.position, agreementTarget(loaded), Permission.Update);
  }
  if (change.status === 'accepted' || change.status === 'rejected') {
    if (caller.kind === 'guest') throw accessDenied('Only the sender side can accept or reject suggestions');
    await requirePermission(tx, caller.position, agreementTarget(loaded), Permission.Update);
  }
  if (change.resolve && !isAuthor(caller, message)) {
    if (caller.kind === 'guest') throw accessDenied('Only the author or the sender side can resolve this');
    await requirePermission(tx, caller.position, agreementTarget(loaded), Permission.Update);
  }
}
