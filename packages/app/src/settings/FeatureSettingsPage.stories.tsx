import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AccountFeatureWire } from '@inkflow/core';
import { serveForStory, storyAccountId, storyError, type StoryRoute } from '../session/storyFakes.js';
import { withSignedInStory } from '../session/withSignedInStory.js';
import { FeatureSettingsPage } from './FeatureSettingsPage.js';

const route = `/api/accounts/${storyAccountId}/features`;
const features: AccountFeatureWire[] = [
  { key: 'notes', enabled: 1, default_enabled: 1, changed_at: null, changed_by: null },
  { key: 'reminders', enabled: 0, default_enabled: 1, changed_at: '2026-11-20T09:00:00.000Z', changed_by: { id: 7, fullname: 'Demo User' } },
  { key: 'aiReview', enabled: 1, default_enabled: 0, changed_at: '2026-11-21T14:30:00.000Z', changed_by: { id: 7, fullname: 'Demo User' } },
  { key: 'aiImport', enabled: 0, default_enabled: 0, changed_at: null, changed_by: null },
  { key: 'sso', enabled: 1, default_enabled: 1, changed_at: null, changed_by: null },
  { key: 'personalIdentificationMfa', enabled: 0, default_enabled: 0, changed_at: null, changed_by: null },
];
/** A switch answers with the value sent, changed now by the story user. */
const save: StoryRoute = ({ body }) => ({ body: { ...features[0]!, enabled: (body as { enabled: 0 | 1 }).enabled, changed_at: new Date().toISOString(), changed_by: { id: 7, fullname: 'Demo User' } } });

/** `/settings/features`: an admin turns the account's extensions on or off; the story answers GET and the notes switch. */
const meta = {
  title: 'App/Settings/FeatureSettingsPage',
  component: FeatureSettingsPage,
  decorators: [withSignedInStory],
  parameters: { url: '/settings/features' },
  beforeEach: () => serveForStory({ [`GET ${route}`]: { body: { features } }, [`PUT ${route}/notes`]: save }),
} satisfies Meta<typeof FeatureSettingsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The six extensions: defaults and last changes. */
export const Loaded: Story = {};
/** Turning contract notes off. */
export const NotesTurnedOff: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Contract notes' }));
  },
};
/** A member opens the page: the server refuses (403 99). */
export const NotAnAdmin: Story = { beforeEach: () => serveForStory({ [`GET ${route}`]: storyError(403, 99, 'Access denied') }) };
