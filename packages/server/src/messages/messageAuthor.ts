/**
 * Who writes or changes messages of an agreement: a guest (by guest token, as their
 * participant) or a position holding agreement:view on it (§6).
 */
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import type { ParticipantRow } from '../agreements/agreementContent.js';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import type { Actor } from '../http/actor.js';
import { accessDenied } from '../http/ApiHttpError.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';

/** The author of a message: exactly one of the two ids is set. */
export interface MessageAuthor {
  participantId: number | null;
  positionId: number | null;
}

/** The caller of a message call: the author ids, and the guest's participant or the position. */
export type MessageCaller =
  | { author: MessageAuthor; kind: 'guest'; participant: ParticipantRow }
  | { author: MessageAuthor; kind: 'position'; position: SessionPosition };

/**
 * Resolves the caller of a message call on `loaded`. Errors: 403 (99) for a guest of another
 * agreement or a disabled participant, or a position without agreement:view.
 */
export async function messageCaller(tx: Db, actor: Actor, loaded: LoadedAgreement): Promise<MessageCaller> {
  if (actor.kind === 'guest') {
    const { guest } = actor;
    if (guest.agreementId !== loaded.agreement.id) throw accessDenied('This link does not give access to the contract');
    const participant = loaded.participants.find((p) => p.id === guest.participantId && p.enabled);
    if (!participant) throw accessDenied();
    return { author: { participantId: participant.id, positionId: null }, kind: 'guest', participant };
  }
  await requirePermission(tx, actor.position, agreementTarget(loaded), Permission.View);
  return { author: { participantId: null, positionId: actor.position.positionId }, kind: 'position', position: actor.position };
}

/** How everyone sees the caller as an author: their name and side (core messageAuthorWireSchema). */
export function callerAuthorName(caller: MessageCaller): { name: string; side: 'sender' | 'counterparty' } {
  if (caller.kind === 'position') return { name: caller.position.fullname, side: 'sender' };
  return { name: caller.participant.fullname ?? '', side: caller.participant.type === 2 ? 'sender' : 'counterparty' };
}
