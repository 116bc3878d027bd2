import { AgreementState, BoxType, ParticipantRole, SignMethod, type Agreement, type Participant } from '@inkflow/core';

/** Overrides of sampleAgreement. */
export interface SampleAgreementOptions {
  /** Sign method of the guest signatory (participant 12). Default standard (0). */
  signMethod?: SignMethod;
  /** Agreement state (§4). Default pending (1). */
  state?: AgreementState;
  /** Whether the guest signatory has already signed. */
  signed?: boolean;
}

/**
 * A pending rental agreement used by stories and unit tests: two text boxes (out of box order
 * on purpose), an organizer who signed nothing and a guest signatory (id 12) the caller acts as.
 */
export function sampleAgreement({ signMethod = SignMethod.Standard, state = AgreementState.Pending, signed = false }: SampleAgreementOptions = {}): Agreement {
  const participant = (p: Partial<Participant> & Pick<Participant, 'id' | 'fullname' | 'email' | 'type'>): Participant => ({
    signMethod: SignMethod.Standard,
    companyName: null,
    individual: true,
    partyId: null,
    signedAt: null,
    declinedAt: null,
    enabled: true,
    ...p,
  });
  return {
    id: 7,
    name: 'Apartment rental agreement',
    state,
    checksum: 'c0ffee',
    collectionId: 1,
    boxes: [
      {
        id: 2,
        type: BoxType.Text,
        content: {
          nodes: [
            { type: 'heading', children: [{ text: 'Payment' }] },
            { type: 'paragraph', children: [{ text: 'Rent is due on the ' }, { text: 'first', italic: true }, { text: ' day of each month.' }] },
          ],
        },
        config: {},
      },
      {
        id: 1,
        type: BoxType.Text,
        content: {
          nodes: [
            { type: 'heading', children: [{ text: 'The apartment' }] },
            {
              type: 'paragraph',
              children: [{ text: 'Acme Rentals lets ' }, { text: 'Storgatan 1', bold: true }, { text: ' to the tenant, ' }, { text: 'furnished', underline: true }, { text: '.' }],
            },
          ],
        },
        config: {},
      },
    ],
    boxOrder: [1, 2],
    data: [],
    config: {},
    subject: 'Your rental agreement',
    message: null,
    language: 'en',
    participants: [
      participant({ id: 11, fullname: 'Olivia Owner', email: 'olivia@acme.test', type: ParticipantRole.Organizer }),
      participant({
        id: 12,
        fullname: 'Tom Tenant',
        email: 'tom@example.test',
        type: ParticipantRole.Signatory,
        signMethod,
        signedAt: signed ? '2026-11-20T10:00:00.000Z' : null,
      }),
    ],
    parties: [],
    currentParticipantId: 12,
    sender: { name: 'Olivia Owner', email: 'olivia@acme.test', companyName: 'Acme Rentals', logoUrl: null },
    created: '2026-11-19T09:00:00.000Z',
    updated: '2026-11-19T09:00:00.000Z',
    publishedAt: '2026-11-19T09:30:00.000Z',
  };
}
