import { BoxType } from '@inkflow/core';
import { panelsTestServer } from '../panels/panelsTestServer.js';

/**
 * A sent agreement 7 as the server answers it (wire shape, §3), for stories whose component
 * fetches the agreement itself (e.g. the counterparty preview): two text sections and two
 * signatories, one of whom has signed.
 */
export function storyAgreementWire(): Record<string, unknown> {
  const text = (id: number, words: string) => ({ id, type: BoxType.Text, content: { nodes: [{ type: 'paragraph', children: [{ text: words }] }] }, config: {} });
  const person = (id: number, fullname: string, signedAt: string | null) => ({
    id, fullname, email: `${fullname.split(' ')[0]!.toLowerCase()}@example.test`, type: 1, sign_method: 0, company_name: null, individual: true, party_id: null,
    signed_at: signedAt, declined_at: null, enabled: true, invited_at: '2026-11-20T09:00:00.000Z',
  });
  return {
    ...panelsTestServer().agreementWire(),
    id: 7,
    name: 'Apartment rental agreement',
    state: 1,
    boxes: [text(1, 'The landlord rents the apartment at Storgatan 1 to the tenant from 1 January 2027.'), text(2, 'Rent is 12 000 SEK a month, paid in advance on the first day of each month.')],
    box_order: [1, 2],
    participants: [person(12, 'Tom Tenant', null), person(13, 'Alma Landlord', '2026-11-20T12:00:00.000Z')],
    published_at: '2026-11-19T09:30:00.000Z',
    expire_date: '2026-12-31T23:59:59.999Z',
  };
}
