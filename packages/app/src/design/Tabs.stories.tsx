import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tabs, type TabItem } from './Tabs.js';

const items: TabItem[] = [
  { value: 'participants', label: 'Participants', content: <p>Ann Signer and Bo Approver</p> },
  { value: 'comments', label: 'Comments', count: 3, content: <p>Three comments</p> },
  { value: 'history', label: 'History', content: <p>Created, sent, viewed</p> },
];

/** Controlled tabs: arrow keys, Home and End move between tabs; counts above zero show as a badge. */
const meta = {
  title: 'Design/Tabs',
  component: Tabs,
  args: { label: 'Document panels', items, value: 'participants', onValueChange: () => {} },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <Tabs {...args} value={value} onValueChange={setValue} />;
  },
} satisfies Meta<typeof Tabs>;
export default meta;

type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {};

export const WithCountSelected: Story = { args: { value: 'comments' } };

export const ManyTabs: Story = {
  args: { items: [...items, { value: 'files', label: 'Attachments', count: 12, content: <p>Twelve files</p> }, { value: 'data', label: 'Data fields', content: <p>None</p> }] },
};
