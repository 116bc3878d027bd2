import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeclineDialog } from '@inkflow/ui';

/** The decline dialog: optional reason, Decline, Cancel. */
const meta = {
  title: 'UI/DeclineDialog',
  component: DeclineDialog,
  args: { busy: false, onDecline: () => {}, onCancel: () => {} },
} satisfies Meta<typeof DeclineDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {};
