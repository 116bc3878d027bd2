import type { Meta, StoryObj } from '@storybook/react-vite';
import { MfaGate } from '@inkflow/ui';

/** Participant MFA before access: send the security code, then Verify. */
const meta = {
  title: 'UI/MfaGate',
  component: MfaGate,
  args: { busy: false, onRequestCode: async () => 'a…@example.com', onSubmit: () => {} },
} satisfies Meta<typeof MfaGate>;
export default meta;

type Story = StoryObj<typeof meta>;

export const BeforeSending: Story = {};

export const WrongCode: Story = { args: { errorKey: 'errors.wrongSignCode' } };
