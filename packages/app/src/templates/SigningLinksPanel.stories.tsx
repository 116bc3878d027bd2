import type { Meta, StoryObj } from '@storybook/react-vite';
import { serveForStory, storyError } from '../session/storyFakes.js';
import { SigningLinksPanel } from './SigningLinksPanel.js';

const route = '/api/agreements/21/signing_links';
const links = {
  collection: [
    { id: 1, created: '2026-10-02T09:15:00Z' },
    { id: 2, created: '2026-11-20T14:40:00Z' },
  ],
};
const created = { id: 3, token: 'k3J9x2VqT8mZ', url: 'https://app.inkflow.example/embed/documents/templates/21/at/k3J9x2VqT8mZ' };
const routes = { [`GET ${route}`]: { body: links }, [`POST ${route}`]: { body: created }, [`DELETE ${route}/1`]: { status: 204 } };

/** A template's direct signing links: create (URL and embed code shown once), list and revoke; the story answers the calls. */
const meta = {
  title: 'App/Templates/SigningLinksPanel',
  component: SigningLinksPanel,
  args: { templateId: 21 },
  beforeEach: () => serveForStory(routes),
} satisfies Meta<typeof SigningLinksPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Two active links. */
export const WithLinks: Story = {};
/** No links yet. */
export const Empty: Story = { beforeEach: () => serveForStory({ ...routes, [`GET ${route}`]: { body: { collection: [] } } }) };
/** Just created: the link and the embed code, shown this once. */
export const Created: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(/Link 1/);
    await userEvent.click(canvas.getByRole('button', { name: 'Create signing link' }));
  },
};
/** Not a template any more (409 4999): the §8 message. */
export const CreateRefused: Story = {
  beforeEach: () => serveForStory({ ...routes, [`POST ${route}`]: storyError(409, 4999, 'The document is locked') }),
  play: Created.play,
};
/** The list could not be loaded. */
export const LoadFailed: Story = { beforeEach: () => serveForStory({ [`GET ${route}`]: storyError(500, 500, 'Server error') }) };
export const Narrow: Story = { play: Created.play, globals: { viewport: { value: '375-812', isRotated: false } } };
