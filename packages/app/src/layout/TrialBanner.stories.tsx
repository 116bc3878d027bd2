import type { Meta, StoryObj } from '@storybook/react-vite';
import { withDashboardStory } from '../dashboard/withDashboardStory.js';
import { TrialBanner } from './TrialBanner.js';

const now = new Date('2026-11-10T12:00:00Z');
const contacts = { email: 'sales@inkflow.example', phone: '+46 8 123 456' };

/** The plan strip under the signed-in header (§1: 14-day trial, §8 2002 afterwards, §7 start trial). */
const meta = {
  title: 'App/Shell/TrialBanner',
  component: TrialBanner,
  decorators: [withDashboardStory],
  args: { plan: 'trial', trialEndsAt: '2026-11-22T18:00:00Z', now, contacts },
} satisfies Meta<typeof TrialBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const DaysLeft: Story = {};
export const OneDayLeft: Story = { args: { trialEndsAt: '2026-11-11T18:00:00Z' } };
export const LastDay: Story = { args: { trialEndsAt: '2026-11-10T18:00:00Z' } };
/** After the trial: the §8 2002 text with the sales contacts. */
export const Ended: Story = { args: { trialEndsAt: '2026-11-01T12:00:00Z' } };
/** The free plan without a trial: an admin may start one. */
export const Offer: Story = { args: { plan: 'free', trialEndsAt: null, onStartTrial: async () => undefined } };
/** The same offer to a member, who cannot start it. */
export const OfferToMember: Story = { args: { plan: 'free', trialEndsAt: null } };
/** A paid plan: nothing shows. */
export const Paid: Story = { args: { plan: 'paid', trialEndsAt: null } };
