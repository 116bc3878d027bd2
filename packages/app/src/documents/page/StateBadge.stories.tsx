import { AgreementState } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../documentPage.css';
import { StateBadge } from './StateBadge.js';

/** The agreement's state (§3) as a coloured badge in words. */
const meta = {
  title: 'App/Documents/Page/StateBadge',
  component: StateBadge,
  args: { state: AgreementState.Draft },
} satisfies Meta<typeof StateBadge>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Draft: Story = {};
export const Template: Story = { args: { state: AgreementState.Template } };
export const WaitingForSignatures: Story = { args: { state: AgreementState.Pending } };
export const Expired: Story = { args: { state: AgreementState.Overdue } };
export const Declined: Story = { args: { state: AgreementState.Declined } };
export const Signed: Story = { args: { state: AgreementState.Signed } };
export const Cancelled: Story = { args: { state: AgreementState.Cancelled } };
/** Every state side by side, to compare the tones. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--ink-space-2)' }}>
      {Object.values(AgreementState).map((state) => (
        <StateBadge key={state} state={state} />
      ))}
    </div>
  ),
};
