import { ParticipantRole, SignMethod, type Participant } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ParticipantList } from './ParticipantList.js';

const person = (id: number, fullname: string, extra: Partial<Participant> = {}): Participant => ({
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
});

/** The agreement's participants for a guest: role, sign method and status (Signed, Declined, Awaiting signature). */
const meta = {
  title: 'UI/ParticipantList',
  component: ParticipantList,
  args: {
    participants: [
      person(11, 'Olivia Owner', { type: ParticipantRole.Organizer }),
      person(12, 'Tom Tenant', { signMethod: SignMethod.Sms }),
      person(13, 'Alma Landlord', { signMethod: SignMethod.Handwritten, signedAt: '2026-11-20T10:00:00.000Z' }),
      person(14, 'Dan Decliner', { declinedAt: '2026-11-21T10:00:00.000Z' }),
      person(15, 'Vic Viewer', { type: ParticipantRole.Viewer }),
      person(16, 'Removed Person', { enabled: false }),
    ],
  },
} satisfies Meta<typeof ParticipantList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every status and role; a disabled participant is left out. */
export const Mixed: Story = {};
/** Everyone has signed. */
export const AllSigned: Story = {
  args: { participants: [person(12, 'Tom Tenant', { signedAt: '2026-11-20T10:00:00.000Z' }), person(13, 'Alma Landlord', { signedAt: '2026-11-21T10:00:00.000Z' })] },
};
export const Empty: Story = { args: { participants: [] } };
/** At a phone's width with a long name. */
export const Narrow: Story = {
  args: { participants: [person(12, 'Maximilian Alexander von Hohenzollern-Sigmaringen', { signMethod: SignMethod.SwedishBankId }), person(13, 'Alma Landlord')] },
  decorators: [(Story) => <div style={{ maxWidth: 343 }}><Story /></div>],
};
