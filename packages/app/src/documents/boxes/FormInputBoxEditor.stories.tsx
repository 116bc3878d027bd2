import { BoxType, ParticipantRole, type Participant } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BoxEditorHarness } from './BoxEditorHarness.js';
import { sampleEditorAgreement } from './sampleEditorAgreement.js';

/** Form section editor: inputs bound to data fields. */
const meta = {
  title: 'App/Editor/FormInputBoxEditor',
  component: BoxEditorHarness,
  args: { agreement: sampleEditorAgreement(), box: BoxType.FormInput },
} satisfies Meta<typeof BoxEditorHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Two inputs bound to data fields, one required, with default values. */
export const WithInputs: Story = {
  args: {
    box: {
      key: 'story-form',
      type: BoxType.FormInput,
      content: {
        inputs: [
          { data_field_key: 'tenant_phone', type: 'text', label: 'Tenant phone', required: true },
          { data_field_key: 'insured', type: 'checkbox', label: 'Home insurance', required: false },
        ],
      },
      config: {},
    },
    data: [
      { key: 'data_field', value: { key: 'tenant_phone', name: 'Tenant phone', type: 'text', required: true, value: '+46 70 123 45 67' } },
      { key: 'data_field', value: { key: 'insured', name: 'Home insurance', type: 'checkbox', required: false, value: true } },
    ],
  },
};

const signatory = (id: number, fullname: string): Participant => ({
  id,
  fullname,
  email: `${fullname.split(' ')[0]!.toLowerCase()}@example.com`,
  type: ParticipantRole.Signatory,
  signMethod: 0,
  companyName: null,
  individual: true,
  partyId: null,
  signedAt: null,
  declinedAt: null,
  enabled: true,
});

/** Assigned to one of the agreement's two signatories: only she fills these inputs, before signing. */
export const AssignedToSignatory: Story = {
  args: {
    agreement: sampleEditorAgreement({ participants: [signatory(21, 'Tina Tenant'), signatory(22, 'Larry Landlord')] }),
    box: {
      key: 'story-form-assigned',
      type: BoxType.FormInput,
      content: { inputs: [{ data_field_key: 'tenant_phone', type: 'text', label: 'Tenant phone', required: true }] },
      config: { assignee: { participant_id: 21 } },
    },
    data: [{ key: 'data_field', value: { key: 'tenant_phone', name: 'Tenant phone', type: 'text', required: true, value: '' } }],
  },
};
