import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Switch } from './Switch.js';

/** An on/off switch named by its label; Space toggles it. */
const meta = {
  title: 'Design/Switch',
  component: Switch,
  args: { id: 'story-switch', checked: true, onCheckedChange: () => {}, stateText: 'On' },
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked);
    return (
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <label htmlFor={args.id}>Contract notes</label>
        <Switch {...args} checked={checked} onCheckedChange={setChecked} stateText={checked ? 'On' : 'Off'} />
      </div>
    );
  },
} satisfies Meta<typeof Switch>;
export default meta;

type Story = StoryObj<typeof meta>;

export const On: Story = {};

export const Off: Story = { args: { checked: false } };

export const Disabled: Story = { args: { disabled: true } };
