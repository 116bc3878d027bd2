/**
 * Who acts in a flow call (approve, decline, sign): the guest whose token belongs to a
 * participant of this agreement, or a signed-in colleague of the owning account who is the
 * participant (same position or same email) — internal approvers are colleagues and approve
 * drafts before any guest link exists.
 */
import type { ParticipantRow } from '../agreements/agreementContent.js';
import type { Viewer } from '../agreements/agreementToWire.js';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import type { Actor } from '../http/actor.js';
import { accessDenied } from '../http/ApiHttpError.js';

/** The participant acting, how the answer should be shaped for them, and their position if signed in. */
export interface Acting {
  participant: ParticipantRow;
  viewer: Viewer;
  positionId: number | null;
}

/**
 * Resolves the acting participant. `participantId` narrows a colleague who is several
 * participants. Errors: 401 without credentials, 403 (99) when the caller is no such participant.
 */
export function actingParticipant(actor: Actor, loaded: LoadedAgreement, participantId?: number, accept: (p: ParticipantRow) => boolean = () => true): Acting {
  const agreementId = loaded.agreement.id;
  if (actor.kind === 'guest') {
    const { guest } = actor;
    if (guest.agreementId !== agreementId) throw accessDenied('This link does not give access to the contract');
    if (participantId !== undefined && participantId !== guest.participantId) throw accessDenied('This link does not allow acting for this participant');
    const participant = loaded.participants.find((p) => p.id === guest.participantId && p.enabled);
    if (!participant) throw accessDenied();
    return { participant, viewer: { kind: 'guest', participantId: participant.id }, positionId: null };
  }
  const session = actor.position;
  if (loaded.accountId !== session.accountId) throw accessDenied();
  const email = session.email.toLowerCase();
  const participant = loaded.participants.find(
    (p) =>
      p.enabled &&
      (participantId === undefined || p.id === participantId) &&
      (p.positionId === session.positionId || p.email.toLowerCase() === email) &&
      accept(p),
  );
  if (!participant) throw accessDenied('You are not a participant who can do this');
  return { participant, viewer: { kind: 'owner' }, positionId: session.positionId };
}
