/**
 * Who may read a concluded agreement's signed PDF: the owner (session of the owning account) or
 * a participant of this very agreement through their guest token ("downloadable by
 * participants"). A guest token of another agreement gets 403 like any stranger.
 */
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import { requireOwner } from '../agreements/requireOwner.js';
import type { Actor } from '../http/actor.js';
import { accessDenied } from '../http/ApiHttpError.js';

/** The caller: the owner, or the guest participant `participantId`. */
export type AgreementViewer = { kind: 'owner' } | { kind: 'guest'; participantId: number };

/** Returns the caller or throws 403/99 (a guest token of another agreement, or a position not owning it). */
export function requireAgreementAccess(actor: Actor, loaded: LoadedAgreement): AgreementViewer {
  if (actor.kind === 'guest') {
    if (actor.guest.agreementId !== loaded.agreement.id) throw accessDenied('This link does not give access to the contract');
    return { kind: 'guest', participantId: actor.guest.participantId };
  }
  requireOwner(loaded, actor.position);
  return { kind: 'owner' };
}
