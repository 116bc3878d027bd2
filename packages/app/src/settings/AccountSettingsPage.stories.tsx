import type { Meta, StoryObj } from '@storybook/react-vite';
import { serveForStory, storyAccountId, storyError, type StoryRoute } from '../session/storyFakes.js';
import { withSignedInStory } from '../session/withSignedInStory.js';
import { AccountSettingsPage } from './AccountSettingsPage.js';

const route = `/api/accounts/${storyAccountId}`;
/** A wide logo (an inline SVG image; the real ones are PNG or JPEG files served by the API). */
const logo =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"><rect width="48" height="48" rx="10" fill="#1a7f5a"/><text x="60" y="32" font-family="sans-serif" font-size="22" font-weight="700" fill="#1d2433">Acme</text></svg>');
const branded = {
  id: storyAccountId,
  name: 'Acme Rentals AB',
  plan: 'paid',
  trial_ends_at: null,
  logo_url: logo,
  brand_color: '#1a7f5a',
  default_language: 'sv',
  default_sign_method: 0,
};
const blank = { ...branded, name: 'Demo Ltd', logo_url: null, brand_color: null, default_language: null };
/** Saving answers with what was sent. */
const save: StoryRoute = ({ body }) => ({ body: { ...branded, ...(body as object) } });

/** `/settings/account`: company name, logo, brand colour and the defaults of new contracts; the story answers GET and PUT. */
const meta = {
  title: 'App/Settings/AccountSettingsPage',
  component: AccountSettingsPage,
  decorators: [withSignedInStory],
  parameters: { url: '/settings/account' },
  beforeEach: () =>
    serveForStory({ [`GET ${route}`]: { body: branded }, [`PUT ${route}`]: save, [`DELETE ${route}/logo`]: { body: { ...branded, logo_url: null } } }),
} satisfies Meta<typeof AccountSettingsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A logo, a brand colour and defaults set. */
export const Branded: Story = {};
/** Nothing set yet: initials instead of a logo, the standard colours. */
export const NotSetUp: Story = { beforeEach: () => serveForStory({ [`GET ${route}`]: { body: blank }, [`PUT ${route}`]: save }) };
/** A light brand colour: the preview shows the darker shade buttons will use, and says why. */
export const LightColour: Story = { beforeEach: () => serveForStory({ [`GET ${route}`]: { body: { ...branded, brand_color: '#ffcc00' } }, [`PUT ${route}`]: save }) };
export const Loading: Story = { beforeEach: () => serveForStory({ [`GET ${route}`]: { never: true } }) };
/** Not an admin (403): the §8 message instead of the form. */
export const NotAnAdmin: Story = { beforeEach: () => serveForStory({ [`GET ${route}`]: storyError(403, 99, 'Access denied') }) };
/** Saved: "Settings saved" beside the button. */
export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(await canvas.findByLabelText('Company name'));
    await userEvent.type(canvas.getByLabelText('Company name'), 'Acme Group AB');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  },
};
/** A name left blank: the error is tied to the field. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(await canvas.findByLabelText('Company name'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  },
};
export const Narrow: Story = { globals: { viewport: { value: '375-812', isRotated: false } } };
