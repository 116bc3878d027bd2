import { ApproverRoleCode, ParticipantRole, SignMethod, type Participant, type Party } from '@inkflow/core';

/** A story-only participant (§3 Participant) named `fullname`, a signatory by Standard e-signature unless `extra` says otherwise. */
export function storyPerson(id: number, fullname: string, extra: Partial<Participant> = {}): Participant {
  return {
    id,
    fullname,
    email: `${fullname.split(' ')[0]!.toLowerCase()}@example.test`,
    type: ParticipantRole.Signatory,
    signMethod: SignMethod.Standard,
    companyName: null,
    individual: true,
    partyId: null,
    signedAt: null,
    declinedAt: null,
    enabled: true,
    ...extra,
  };
}

/** A company party for the stories. */
export const storyParties: Party[] = [{ id: 10, name: 'Acme AB', country: 'SE', orgnr: '556677-8899', individual: false }];

/** A draft's people: an SMS signatory, a company signatory with a title, a viewer and an internal approver. */
export const storyPeople: Participant[] = [
  storyPerson(1, 'Sam Signer', { signMethod: SignMethod.Sms, phoneNumber: '+46701234567' }),
  storyPerson(2, 'Ada Lovelace', { partyId: 10, individual: false, companyName: 'Acme AB', title: 'CEO' }),
  storyPerson(3, 'Vic Viewer', { type: ParticipantRole.Viewer, role: ParticipantRole.Viewer }),
  storyPerson(4, 'Ines Internal', { role: ApproverRoleCode.InternalApprover }),
];
