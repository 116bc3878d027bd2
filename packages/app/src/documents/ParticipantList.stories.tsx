import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ParticipantList } from './ParticipantList.js';
import { storyParties, storyPeople, storyPerson } from './storyParticipants.js';

const noop = () => undefined;
const invited = '2026-11-20T09:00:00.000Z';
const sentPeople = [
  storyPerson(1, 'Sam Signer', { invitedAt: invited, signedAt: '2026-11-21T10:00:00.000Z' }),
  storyPerson(2, 'Ada Lovelace', { partyId: 10, individual: false, companyName: 'Acme AB', title: 'CEO', invitedAt: invited }),
  storyPerson(3, 'Dan Decliner', { invitedAt: invited, declinedAt: '2026-11-22T08:00:00.000Z', declineReason: 'The rent is too high.' }),
  storyPerson(4, 'Ines Internal', { role: 1000, invitedAt: invited }),
];

/** Holds the order in memory so Move up / Move down and dragging show at once (signing order on). */
function OrderedList() {
  const [people, setPeople] = useState(storyPeople.map((p, i) => ({ ...p, blockIndex: i })));
  return (
    <ParticipantList
      participants={people}
      sent={false}
      onRemove={noop}
      onEdit={noop}
      onReorder={(ordered) => setPeople(ordered.map((p, i) => ({ ...p, blockIndex: i })))}
    />
  );
}

/** The participants as cards, grouped under their company party; statuses and Remind once sent. */
const meta = {
  title: 'App/Documents/ParticipantList',
  component: ParticipantList,
  args: { participants: storyPeople, parties: storyParties, sent: false, onRemove: noop, onEdit: noop, onApprove: noop, onRenameParty: noop, formInputs: new Map([[2, ['VAT number']]]) },
  decorators: [(Story) => <div style={{ maxWidth: 'var(--ink-sidebar-width)' }}><Story /></div>],
} satisfies Meta<typeof ParticipantList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A draft: Edit and Remove, the company party with Rename, the form inputs a participant fills. */
export const Draft: Story = {};
/** Nobody added yet. */
export const Empty: Story = { args: { participants: [] } };
/** Read-only (no Remove): e.g. a template viewed without edit rights. */
export const ReadOnly: Story = { args: { onRemove: undefined, onEdit: undefined, onRenameParty: undefined, onApprove: undefined } };
/** Sent: each participant's status (signed, awaiting, declined) and Remind for those still to act; Approve for the internal approver. */
export const Sent: Story = { args: { participants: sentPeople, sent: true, onRemove: undefined, onEdit: undefined, onRemind: noop } };
/** A call under way: the buttons are disabled. */
export const Busy: Story = { args: { busy: true } };
/** Signing order on: positions with Move up / Move down and drag handles. */
export const SigningOrder: Story = { render: () => <OrderedList /> };
/** A phone's width with long names and emails. */
export const Narrow: Story = {
  args: {
    participants: [storyPerson(1, 'Maximilian Alexander von Hohenzollern-Sigmaringen', { email: 'maximilian.alexander.von.hohenzollern@very-long-company-domain.example.test' }), ...storyPeople],
  },
  decorators: [(Story) => <div style={{ maxWidth: 343 }}><Story /></div>],
};
