/** The agreement and participants the collaboration tests and stories use (agreement 5, a sent lease). */
import { agreementFromWire, type Agreement, type AgreementWire, type Participant } from '@inkflow/core';
import { panelsTestServer } from '../documents/panels/panelsTestServer.js';

const participant = (id: number, fullname: string, email: string): Participant => ({
  id,
  fullname,
  email,
  type: 1,
  signMethod: 0,
  companyName: null,
  individual: true,
  partyId: null,
  signedAt: null,
  declinedAt: null,
  enabled: true,
});

/** Agreement 5 (state 1, sent) with the participants Anna Berg (31) and Erik Lund (32). */
export function collaborationAgreement(state = 1): Agreement {
  const agreement = agreementFromWire(panelsTestServer().agreementWire() as AgreementWire);
  return { ...agreement, state: state as Agreement['state'], participants: [participant(31, 'Anna Berg', 'anna@example.test'), participant(32, 'Erik Lund', 'erik@example.test')] };
}
