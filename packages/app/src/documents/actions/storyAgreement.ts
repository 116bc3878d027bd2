import { AgreementState, BoxType, ParticipantRole, SignMethod, type Agreement, type Participant } from '@inkflow/core';

/** Overrides of storyAgreement. */
export interface StoryAgreementOptions {
  state?: AgreementState;
  /** Whether the signatory exists (false: a draft nobody can sign yet). Default true. */
  withSignatory?: boolean;
  /** Whether the signatory has signed. */
  signed?: boolean;
}

/**
 * An agreement for AgreementActions' stories and unit tests: an organizer and two signatories,
 * Tom (id 12, still to sign unless `signed`) and Alma (id 13, who has signed once it was sent),
 * and one text section.
 */
export function storyAgreement({ state = AgreementState.Pending, withSignatory = true, signed = false }: StoryAgreementOptions = {}): Agreement {
  const sent = state !== AgreementState.Draft && state !== AgreementState.Template;
  const participant = (p: Partial<Participant> & Pick<Participant, 'id' | 'fullname' | 'email' | 'type'>): Participant => ({
    signMethod: SignMethod.Standard,
    companyName: null,
    individual: true,
    partyId: null,
    signedAt: null,
    declinedAt: null,
    enabled: true,
    invitedAt: sent ? '2026-11-20T09:00:00.000Z' : null,
    ...p,
  });
  const participants: Participant[] = [participant({ id: 11, fullname: 'Olivia Owner', email: 'olivia@acme.test', type: ParticipantRole.Organizer, invitedAt: null })];
  if (withSignatory) {
    participants.push(
      participant({ id: 12, fullname: 'Tom Tenant', email: 'tom@example.test', type: ParticipantRole.Signatory, signedAt: signed ? '2026-11-21T10:00:00.000Z' : null }),
      participant({ id: 13, fullname: 'Alma Approver', email: 'alma@example.test', type: ParticipantRole.Signatory, signedAt: sent ? '2026-11-20T12:00:00.000Z' : null }),
    );
  }
  return {
    id: 7,
    name: 'Apartment rental agreement',
    state,
    checksum: 'c0ffee',
    collectionId: 1,
    folderId: null,
    expireDate: sent ? '2026-12-31T23:59:59.999Z' : null,
    boxes: [{ id: 1, type: BoxType.Text, content: { nodes: [{ type: 'paragraph', children: [{ text: 'Rent is due on the first day of each month.' }] }] }, config: {} }],
    boxOrder: [1],
    data: [],
    config: {},
    subject: 'Your rental agreement',
    message: null,
    language: 'en',
    participants,
    parties: [],
    currentParticipantId: null,
    created: '2026-11-19T09:00:00.000Z',
    updated: '2026-11-19T09:00:00.000Z',
    publishedAt: sent ? '2026-11-19T09:30:00.000Z' : null,
  };
}
