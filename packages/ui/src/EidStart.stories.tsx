import type { Meta, StoryObj } from '@storybook/react-vite';
import { EidStart } from '@inkflow/ui';

/** The eID sign button (methods 2, 4, 5, 6, 13). */
const meta = {
  title: 'UI/EidStart',
  component: EidStart,
  args: { signMethod: 2, busy: false, onStart: () => {} },
} satisfies Meta<typeof EidStart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SwedishBankId: Story = {};

export const DanishMitIdRedirecting: Story = { args: { signMethod: 5, busy: true } };
