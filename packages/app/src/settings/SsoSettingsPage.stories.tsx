import type { Meta, StoryObj } from '@storybook/react-vite';
import { serveForStory, storyAccountId, storyError, type StoryRoute } from '../session/storyFakes.js';
import { withSignedInStory } from '../session/withSignedInStory.js';
import { SsoSettingsPage } from './SsoSettingsPage.js';

const route = `/api/accounts/${storyAccountId}/sso`;
const configured = {
  enabled: true,
  issuer: 'https://login.acme.example',
  client_id: 'inkflow',
  has_client_secret: true,
  domains: ['acme.example', 'acme-group.example'],
  block_password_login: false,
  redirect_uri: 'https://app.inkflow.example/api/sso/callback',
};
const blank = { enabled: false, issuer: null, client_id: null, has_client_secret: false, domains: [], block_password_login: false, redirect_uri: 'https://app.inkflow.example/api/sso/callback' };
/** Saving answers with what was sent (a sent secret is now stored). */
const save: StoryRoute = ({ body }) => {
  const sent = body as { enabled: boolean; issuer: string; client_id: string; client_secret?: string; domains: string[]; block_password_login: boolean };
  return { body: { ...configured, ...sent, client_secret: undefined, has_client_secret: configured.has_client_secret || Boolean(sent.client_secret) } };
};

/** `/settings/sso`: the account's OpenID Connect settings; the story answers GET and PUT. */
const meta = {
  title: 'App/Settings/SsoSettingsPage',
  component: SsoSettingsPage,
  decorators: [withSignedInStory],
  parameters: { url: '/settings/sso' },
  beforeEach: () => serveForStory({ [`GET ${route}`]: { body: configured }, [`PUT ${route}`]: save }),
} satisfies Meta<typeof SsoSettingsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Configured and on; the secret is stored (never shown). */
export const Configured: Story = {};
/** Nothing set up yet: no secret stored. */
export const NotConfigured: Story = { beforeEach: () => serveForStory({ [`GET ${route}`]: { body: blank }, [`PUT ${route}`]: save }) };
export const Loading: Story = { beforeEach: () => serveForStory({ [`GET ${route}`]: { never: true } }) };
/** Not an admin (403): the §8 message instead of the form. */
export const LoadRefused: Story = { beforeEach: () => serveForStory({ [`GET ${route}`]: storyError(403, 99, 'Access denied') }) };
/** Saved: "Saved" beside the button. */
export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByLabelText('Block password login for these domains'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  },
};
/** The save was refused (400): the API's message in an alert. */
export const SaveRefused: Story = {
  beforeEach: () => serveForStory({ [`GET ${route}`]: { body: configured }, [`PUT ${route}`]: storyError(400, 400, 'The issuer URL could not be reached') }),
  play: Saved.play,
};
export const Narrow: Story = { globals: { viewport: { value: '375-812', isRotated: false } } };
