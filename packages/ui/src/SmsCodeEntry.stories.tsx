import type { Meta, StoryObj } from '@storybook/react-vite';
import { SmsCodeEntry } from '@inkflow/ui';

/** SMS verification (sign method 1): send the code, type it, Sign. */
const meta = {
  title: 'UI/SmsCodeEntry',
  component: SmsCodeEntry,
  args: { busy: false, onRequestCode: async () => '•••••••567', onSubmit: () => {} },
} satisfies Meta<typeof SmsCodeEntry>;
export default meta;

type Story = StoryObj<typeof meta>;

export const BeforeSending: Story = {};

export const Busy: Story = { args: { busy: true } };
