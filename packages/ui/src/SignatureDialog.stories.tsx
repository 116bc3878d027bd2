import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignatureDialog } from './SignatureDialog.js';

/** "Your signature" for a handwritten signer (sign method 10): draw or type, in a modal dialog. */
const meta = {
  title: 'UI/SignatureDialog',
  component: SignatureDialog,
  args: { defaultName: 'Tom Tenant', busy: false, onClose: () => {}, onConfirm: () => {} },
} satisfies Meta<typeof SignatureDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {};
/** Signing under way: the controls are disabled. */
export const Busy: Story = { args: { busy: true } };
/** A long name in the typed signature. */
export const LongName: Story = { args: { defaultName: 'Maximilian Alexander von Hohenzollern-Sigmaringen' } };
