import { BoxType } from '@inkflow/core';
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
