import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignatureCapture } from '@inkflow/ui';

/** The handwritten signature (sign method 10): Draw (pad, Clear, Sign) or Type (name in the signature font). */
const meta = {
  title: 'UI/SignatureCapture',
  component: SignatureCapture,
  args: { onConfirm: () => {}, onCancel: () => {}, defaultName: 'Tom Tenant' },
} satisfies Meta<typeof SignatureCapture>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Busy: Story = { args: { busy: true } };
