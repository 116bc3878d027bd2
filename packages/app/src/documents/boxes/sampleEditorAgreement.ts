import { AgreementState, type Agreement } from '@inkflow/core';

/** A draft agreement (id 7, no sections, no data) for stories and tests of the section editors. */
export function sampleEditorAgreement(overrides: Partial<Agreement> = {}): Agreement {
  return {
    id: 7,
    name: 'Apartment rental agreement',
    state: AgreementState.Draft,
    checksum: 'c0ffee',
    collectionId: 1,
    boxes: [],
    boxOrder: [],
    data: [],
    config: {},
    subject: null,
    message: null,
    language: 'en',
    participants: [],
    parties: [],
    currentParticipantId: null,
    created: '2026-11-19T09:00:00.000Z',
    updated: '2026-11-19T09:00:00.000Z',
    publishedAt: null,
    ...overrides,
  };
}
