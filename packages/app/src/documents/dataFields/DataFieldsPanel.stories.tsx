import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DataFieldsPanel } from './DataFieldsPanel.js';

/** The panel with its data kept in the story. */
function Stateful({ initial }: { initial: unknown[] }) {
  const [data, setData] = useState(initial);
  return <DataFieldsPanel data={data} onDataChange={setData} />;
}

/** The agreement's data fields: key, name, type, required, value, external key. */
const meta = {
  title: 'App/Editor/DataFieldsPanel',
  component: Stateful,
  args: {
    initial: [
      { key: 'data_field', value: { key: 'tenant_phone', name: 'Tenant phone', type: 'text', required: true, value: '+46 70 123 45 67', externalKey: 'crm.phone' } },
      { key: 'data_field', value: { key: 'insured', name: 'Home insurance', type: 'checkbox', value: false } },
      { key: 'data_field', value: { key: 'plan', name: 'Plan', type: 'select', value: 'premium' } },
    ],
  },
} satisfies Meta<typeof Stateful>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Fields: Story = {};

export const Empty: Story = { args: { initial: [] } };
