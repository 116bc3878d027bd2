/**
 * The one place where wire JSON (snake_case, §7) becomes client shapes (camelCase) and back.
 * `content`, `config` and `data` are stored documents and are passed through unchanged.
 */
import type { Agreement, Box, Collection, Participant, Party, Position } from '../domain/agreement.js';

import type { AgreementWire, ParticipantWire, PartyWire } from '../contract/agreementWire.js';
import type { PositionWire } from '../contract/sessionContract.js';

export type { AgreementWire, ParticipantWire, PartyWire } from '../contract/agreementWire.js';
export type { PositionWire } from '../contract/sessionContract.js';

/** A list response of §7: `{ collection, count }`. */
export interface ListWire<T> {
  collection: T[];
  count: number;
}

export function participantFromWire(p: ParticipantWire): Participant {
  return {
    id: p.id,
    fullname: p.fullname,
    email: p.email,
    type: p.type as Participant['type'],
    signMethod: p.sign_method as Participant['signMethod'],
    companyName: p.company_name,
    individual: p.individual,
    partyId: p.party_id,
    signedAt: p.signed_at,
    declinedAt: p.declined_at,
    enabled: p.enabled,
    role: p.role ?? p.type,
    roles: p.roles ?? [],
    title: p.title ?? null,
    phoneNumber: p.phone_number ?? null,
    ssn: p.ssn ?? null,
    deliveryChannel: p.delivery_channel ?? 'email',
    mfaChannel: p.mfa_channel ?? null,
    delegate: p.delegate ?? false,
    former: p.former ?? false,
    blockIndex: p.block_index ?? 0,
    invitedAt: p.invited_at ?? null,
    approvedAt: p.approved_at ?? null,
    declineReason: p.decline_reason ?? null,
    mfaRequired: p.mfa_required ?? false,
  };
}

export function partyFromWire(p: PartyWire): Party {
  return { id: p.id, name: p.name, country: p.country, orgnr: p.orgnr, individual: p.individual };
}

export function agreementFromWire(a: AgreementWire): Agreement {
  return {
    id: a.id,
    name: a.name,
    state: a.state as Agreement['state'],
    checksum: a.checksum,
    collectionId: a.collection_id,
    boxes: a.boxes.map((b) => ({ id: b.id, type: b.type as Box['type'], content: b.content, config: b.config, ...(b.store !== undefined ? { store: b.store } : {}) })),
    boxOrder: a.box_order,
    data: a.data,
    config: a.config,
    subject: a.subject,
    message: a.message,
    language: a.language,
    participants: a.participants.map(participantFromWire),
    parties: a.parties.map(partyFromWire),
    currentParticipantId: a.current_participant_id,
    expireDate: a.expire_date ?? null,
    ...(a.acl ? { allowed: a.acl.filter((e) => e.allow).map((e) => e.name) } : {}),
    ...documentFieldsFromWire(a),
    created: a.created,
    updated: a.updated,
    publishedAt: a.published_at,
    messages: a.messages ?? [],
  };
}

export function positionFromWire(p: PositionWire): Position {
  return {
    id: p.id,
    fullname: p.fullname,
    email: p.email,
    language: p.language,
    userRole: p.user_role,
    ...(p.title !== undefined ? { title: p.title } : {}),
    ...(p.phone !== undefined ? { phone: p.phone } : {}),
    ...(p.notifications
      ? { notifications: { agreementSigned: p.notifications.agreement_signed, commentPosted: p.notifications.comment_posted, mentioned: p.notifications.mentioned } }
      : {}),
    account: { id: p.account.id, name: p.account.name, features: p.account.features ?? {}, trialEndsAt: p.account.trial_ends_at ?? null },
    collections: p.collections.map((c): Collection => ({ id: c.id, name: c.name, virtual: c.virtual })),
  };
}

/** The issue #4 document fields of an agreement, only those the answer carried. */
function documentFieldsFromWire(a: AgreementWire): Partial<Agreement> {
  const out: Partial<Agreement> = {};
  if (a.folder_id !== undefined) out.folderId = a.folder_id;
  if (a.source_id !== undefined) out.sourceId = a.source_id;
  if (a.agreement_value !== undefined) out.agreementValue = a.agreement_value.amount;
  if (a.imported !== undefined) out.imported = a.imported;
  if (a.deleted_at !== undefined) out.deletedAt = a.deleted_at;
  if (a.tags !== undefined) out.tags = a.tags;
  if (a.note_count !== undefined) out.noteCount = a.note_count;
  if (a.user_events_count !== undefined) out.userEventsCount = a.user_events_count;
  if (a.link_count !== undefined) out.linkCount = a.link_count;
  if (a.template_group !== undefined) out.templateGroup = a.template_group;
  if (a.counterpart_decline !== undefined) out.counterpartDecline = a.counterpart_decline;
  if (a.updated_by !== undefined) out.updatedBy = a.updated_by;
  if (a.sender) out.sender = { name: a.sender.name, email: a.sender.email, companyName: a.sender.company_name, logoUrl: a.sender.logo_url };
  return out;
}
