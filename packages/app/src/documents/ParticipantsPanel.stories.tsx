import { AgreementState, agreementFromWire, type Agreement, type AgreementWire, type Participant } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { panelsTestServer } from './panels/panelsTestServer.js';
import { ParticipantsPanel } from './ParticipantsPanel.js';

const person = (id: number, fullname: string, extra: Partial<Participant> = {}): Participant => ({
  id, fullname, email: `${fullname.split(' ')[0]!.toLowerCase()}@example.test`, type: 1, signMethod: 0, companyName: null, individual: true, partyId: null,
  signedAt: null, declinedAt: null, enabled: true, ...extra,
});
const base = agreementFromWire(panelsTestServer().agreementWire() as AgreementWire);
const parties = [{ id: 10, name: 'Acme AB', country: 'SE', orgnr: '556677-8899', individual: false }];
const people = [
  person(1, 'Sam Signer', { signMethod: 1, phoneNumber: '+46701234567' }),
  person(2, 'Ada Lovelace', { partyId: 10, individual: false, companyName: 'Acme AB', title: 'CEO' }),
  person(3, 'Vic Viewer', { type: 3, role: 3 }),
];
const draft: Agreement = {
  ...base,
  participants: people,
  parties,
  boxes: [{ id: 1, type: 12, content: { inputs: [{ key: 'vat', label: 'VAT number', type: 'text' }] }, config: { assignee: { participant_id: 2 } } } as unknown as Agreement['boxes'][number]],
};

/** The Participants tab: cards, Add participant / Edit participant dialogs, signing order, statuses once sent. */
const meta = {
  title: 'App/Documents/ParticipantsPanel',
  component: ParticipantsPanel,
  args: { agreement: draft, onChange: () => undefined },
  decorators: [(Story) => <div style={{ maxWidth: 'var(--ink-sidebar-width)' }}><Story /></div>],
} satisfies Meta<typeof ParticipantsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A draft: no status words, Edit and Remove, a company party with Rename, assigned form inputs. */
export const Draft: Story = {};
/** Signing order on: positions and Move up / Move down. */
export const SigningOrder: Story = { args: { agreement: { ...draft, config: { ...draft.config, signOrder: true } } } };
/** No participants yet. */
export const Empty: Story = { args: { agreement: { ...draft, participants: [] } } };
/** Pending: one read-only list with statuses and Remind. */
export const Pending: Story = {
  args: {
    agreement: {
      ...draft,
      state: AgreementState.Pending,
      participants: [person(1, 'Sam Signer', { invitedAt: '2026-03-02T10:00:00Z' }), person(2, 'Ada Lovelace', { signedAt: '2026-03-03T10:00:00Z', invitedAt: '2026-03-02T10:00:00Z' })],
    },
  },
};
