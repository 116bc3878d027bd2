import type { Meta, StoryObj } from '@storybook/react-vite';
import { Popover } from './Popover.js';

/** Non-modal floating content anchored to a button; Escape and a click outside close it. */
const meta = {
  title: 'Design/Popover',
  component: Popover,
  args: {
    label: 'Participant details',
    trigger: (
      <button type="button" className="button">
        Ann Signer
      </button>
    ),
    children: (
      <dl>
        <dt>Email</dt>
        <dd>ann@example.com</dd>
        <dt>Sign method</dt>
        <dd>Standard</dd>
      </dl>
    ),
  },
} satisfies Meta<typeof Popover>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { open: true } };

export const AlignedToEnd: Story = { args: { open: true, align: 'end' } };
