import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignatureCapture } from '@inkflow/ui';

/** The handwritten signature pad (sign method 10): draw, Clear, Sign. */
const meta = {
  title: 'UI/SignatureCapture',
  component: SignatureCapture,
  args: { onConfirm: () => {}, onCancel: () => {} },
} satisfies Meta<typeof SignatureCapture>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Busy: Story = { args: { busy: true } };
