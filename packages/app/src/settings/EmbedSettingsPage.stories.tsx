import type { Meta, StoryObj } from '@storybook/react-vite';
import { serveForStory, storyAccountId, storyError, type StoryRoute } from '../session/storyFakes.js';
import { withSignedInStory } from '../session/withSignedInStory.js';
import { EmbedSettingsPage } from './EmbedSettingsPage.js';

const route = `/api/accounts/${storyAccountId}/embed_settings`;
const stored = { allowed_origins: ['https://partner.example', 'http://localhost:8080'], development_origins_allowed: true };
/** Saving answers with the origins sent, as the server stores them. */
const save: StoryRoute = ({ body }) => ({ body: { ...stored, allowed_origins: (body as { allowed_origins: string[] }).allowed_origins } });

/** `/settings/embed`: the origins allowed to show the account's documents in the widget; the story answers GET and PUT. */
const meta = {
  title: 'App/Settings/EmbedSettingsPage',
  component: EmbedSettingsPage,
  decorators: [withSignedInStory],
  parameters: { url: '/settings/embed' },
  beforeEach: () => serveForStory({ [`GET ${route}`]: { body: stored }, [`PUT ${route}`]: save }),
} satisfies Meta<typeof EmbedSettingsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Two origins; outside production the hint adds that localhost is allowed. */
export const Loaded: Story = {};
/** No origins yet, in production. */
export const Empty: Story = {
  beforeEach: () => serveForStory({ [`GET ${route}`]: { body: { allowed_origins: [], development_origins_allowed: false } }, [`PUT ${route}`]: save }),
};
export const Loading: Story = { beforeEach: () => serveForStory({ [`GET ${route}`]: { never: true } }) };
/** The settings could not be read. */
export const LoadFailed: Story = { beforeEach: () => serveForStory({ [`GET ${route}`]: storyError(500, 500, 'Server error') }) };
/** A line that is not an origin: the alert names it and nothing is sent. */
export const InvalidLine: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Allowed website origins'), '{enter}partner.example/path');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  },
};
/** Saved: "Saved" beside the button. */
export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Allowed website origins'), '{enter}https://shop.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  },
};
/** The save was refused (403): the §8 message. */
export const SaveRefused: Story = {
  beforeEach: () => serveForStory({ [`GET ${route}`]: { body: stored }, [`PUT ${route}`]: storyError(403, 99, 'Access denied') }),
  play: Saved.play,
};
export const Narrow: Story = { globals: { viewport: { value: '375-812', isRotated: false } } };
