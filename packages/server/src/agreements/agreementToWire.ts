/**
 * The agreement as a caller may see it (AgreementWire of @inkflow/core, §7).
 *
 * - Guest tokens are never part of it (only their hashes are stored anyway).
 * - The owner sees every participant, including each handwritten signature image.
 * - A guest sees the participants, minus organizers (§3: "invisible to counterparties"), and
 *   only their own handwritten signature; `current_participant_id` is their participant.
 * - A guest sees only the parties of participants they see: a party of hidden organizers (or of
 *   nobody) would show a hidden person's name or company.
 */
import { ParticipantRole, type AgreementWire, type ParticipantWire } from '@inkflow/core';
import type { ParticipantRow } from './agreementContent.js';
import type { LoadedAgreement } from './loadAgreement.js';
import { expireDateWire, mfaPending, participantExtraWire } from '../participants/participantExtraWire.js';
import { flowConfig } from '../flow/agreementConfig.js';

/** ParticipantWire plus the handwritten signature image (a PNG data URL) where the viewer may see it. */
export type ServerParticipantWire = ParticipantWire & { handwritten_signature?: string | null };

/** AgreementWire with the server's participant shape. */
export type ServerAgreementWire = Omit<AgreementWire, 'participants'> & { participants: ServerParticipantWire[] };

/** Who is looking: the owning account, or the guest participant with this id. */
export type Viewer = { kind: 'owner' } | { kind: 'guest'; participantId: number };

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

function participantToWire(p: ParticipantRow, showSignature: boolean, extra: Partial<ParticipantWire> = {}): ServerParticipantWire {
  const wire: ServerParticipantWire = {
    id: p.id,
    fullname: p.fullname,
    email: p.email,
    type: p.type,
    sign_method: p.signMethod,
    company_name: p.companyName,
    individual: p.individual,
    party_id: p.partyId,
    signed_at: iso(p.signedAt),
    declined_at: iso(p.declinedAt),
    enabled: p.enabled,
    ...extra,
  };
  if (showSignature) wire.handwritten_signature = p.handwrittenSignature;
  return wire;
}

/** Maps a loaded agreement to the wire for `viewer`. */
export function agreementToWire(loaded: LoadedAgreement, viewer: Viewer): ServerAgreementWire {
  const { agreement: a } = loaded;
  const isOwner = viewer.kind === 'owner';
  const visible = loaded.participants.filter(
    (p) => isOwner || p.id === viewer.participantId || (p.type !== ParticipantRole.Organizer && p.enabled),
  );
  // Participant MFA (issue #5): until the guest validates the code, no content and no people.
  const self = viewer.kind === 'guest' ? loaded.participants.find((p) => p.id === viewer.participantId) : undefined;
  const locked = self !== undefined && mfaPending(self);
  const shown = locked ? visible.filter((p) => p.id === self.id) : visible;
  return {
    id: a.id,
    name: a.name,
    state: a.state,
    checksum: a.checksum,
    collection_id: a.collectionId,
    boxes: locked ? [] : (a.boxes as AgreementWire['boxes']),
    box_order: locked ? [] : (a.boxOrder as number[]),
    data: locked ? [] : (a.data as unknown[]),
    config: a.config as Record<string, unknown>,
    subject: a.subject,
    message: a.message,
    language: a.language,
    participants: shown.map((p) => {
      const isSelf = p.id === (viewer.kind === 'guest' ? viewer.participantId : -1);
      return participantToWire(p, isOwner || isSelf, participantExtraWire(p, a, { isOwner, self: isSelf }));
    }),
    parties: loaded.parties
      .filter((party) => party.enabled && (isOwner || shown.some((p) => p.partyId === party.id)))
      .map((p) => ({ id: p.id, name: p.name, country: p.country, orgnr: p.orgnr, individual: p.individual })),
    current_participant_id: viewer.kind === 'guest' ? viewer.participantId : null,
    expire_date: expireDateWire(a),
    // Issue #4: counterparties read whether they may decline; the template group is internal.
    counterpart_decline: flowConfig(a).counterpartDecline,
    // Who saved the current version: for the owner's stale-save dialog; a guest never sees it.
    ...(isOwner ? { template_group: a.templateGroup, updated_by: a.updatedByName } : {}),
    created: a.created.toISOString(),
    updated: a.updated.toISOString(),
    published_at: iso(a.publishedAt),
  };
}
