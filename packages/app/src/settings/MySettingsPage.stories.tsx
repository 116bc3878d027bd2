import type { Meta, StoryObj } from '@storybook/react-vite';
import { positionFromWire } from '@inkflow/core';
import { serveForStory, storyPositionId, type StoryRoute } from '../session/storyFakes.js';
import { withSignedInStory } from '../session/withSignedInStory.js';
import { MySettingsPage } from './MySettingsPage.js';

const route = `/api/positions/${storyPositionId}`;
const position = positionFromWire({
  id: storyPositionId,
  fullname: 'Demo User',
  email: 'demo@inkflow.test',
  language: 'en',
  user_role: 'admin',
  title: 'Head of Legal',
  phone: '+46701234567',
  notifications: { agreement_signed: true, comment_posted: false, mentioned: true },
  account: { id: 3, name: 'Demo Ltd', features: {} },
  collections: [],
});
/** Saving answers with what was sent, as the server stores it. */
const save: StoryRoute = ({ body }) => ({ body: { id: storyPositionId, email: 'demo@inkflow.test', user_role: 'admin', account: { id: 3, name: 'Demo Ltd', features: {} }, collections: [], ...(body as object) } });

/** `/settings/my`: the signed-in user's name, title, phone, language and email choices. */
const meta = {
  title: 'App/Settings/MySettingsPage',
  component: MySettingsPage,
  decorators: [withSignedInStory],
  parameters: { url: '/settings/my', position },
  beforeEach: () => serveForStory({ [`PUT ${route}`]: save }),
} satisfies Meta<typeof MySettingsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
/** An empty name: the alert, and nothing is sent. */
export const NameMissing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(await canvas.findByLabelText('Name'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  },
};
