import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PhoneInput, type PhoneInputProps } from './PhoneInput.js';

function Controlled(props: PhoneInputProps) {
  const [value, setValue] = useState(props.value);
  return <PhoneInput {...props} value={value} onChange={setValue} />;
}

/** The phone input with its country picker (§9 preferred fi, dk, no, se; default se). */
const meta = {
  title: 'App/Design/PhoneInput',
  component: PhoneInput,
  render: (args) => <Controlled {...args} />,
  args: { id: 'phone', label: 'Phone number', value: '', onChange: () => undefined },
} satisfies Meta<typeof PhoneInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Finnish: Story = { args: { value: '+358401234567' } };
export const DefaultDenmark: Story = { args: { defaultCountry: 'DK' } };
export const ServerError: Story = { args: { value: '+46701234567', error: 'A person with that phone number or email already exists in the contract' } };
