import type { Meta, StoryObj } from '@storybook/react-vite';
import { withDashboardStory } from '../dashboard/withDashboardStory.js';
import { TrialBanner } from './TrialBanner.js';

const now = new Date('2026-11-10T12:00:00Z');

/** The free-trial strip under the signed-in header (§1: 14-day trial). */
const meta = {
  title: 'App/Shell/TrialBanner',
  component: TrialBanner,
  decorators: [withDashboardStory],
  args: { trialEndsAt: '2026-11-22T18:00:00Z', now },
} satisfies Meta<typeof TrialBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const DaysLeft: Story = {};
export const OneDayLeft: Story = { args: { trialEndsAt: '2026-11-11T18:00:00Z' } };
export const LastDay: Story = { args: { trialEndsAt: '2026-11-10T18:00:00Z' } };
export const Ended: Story = { args: { trialEndsAt: '2026-11-01T12:00:00Z' } };
/** No trial on the account: nothing shows. */
export const NoTrial: Story = { args: { trialEndsAt: null } };
