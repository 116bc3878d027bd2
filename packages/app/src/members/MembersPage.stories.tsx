import type { Meta, StoryObj } from '@storybook/react-vite';
import { serveForStory } from '../session/storyFakes.js';
import { withSignedInStory } from '../session/withSignedInStory.js';
import { fakeAccountRoutes, fakeAccountState } from './fakeAccountServer.js';
import { MembersPage } from './MembersPage.js';

/** `/settings/members`: seats, the members with their row menus, Invite and Buy seats (an in-memory account server). */
const meta = {
  title: 'App/Settings/MembersPage',
  component: MembersPage,
  decorators: [withSignedInStory],
  parameters: { url: '/settings/members' },
  beforeEach: () => serveForStory(fakeAccountRoutes(fakeAccountState())),
} satisfies Meta<typeof MembersPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An admin, a member, a deactivated member and a pending invitation; 3 of 5 seats used. */
export const Default: Story = {};
/** Every seat in use: inviting leads to Buy seats. */
export const SeatsFull: Story = { beforeEach: () => serveForStory(fakeAccountRoutes(fakeAccountState({ seats: 3 }))) };
/** The Invite a colleague dialog. */
export const Invite: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite colleagues' }));
  },
};
/** The Buy seats dialog. */
export const BuySeats: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Buy seats' }));
  },
};
/** A phone: rows become stacked cards. */
export const Narrow: Story = { globals: { viewport: { value: '375-812', isRotated: false } } };
