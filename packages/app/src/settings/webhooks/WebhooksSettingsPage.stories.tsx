import type { WebhookWire } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { serveForStory, storyAccountId, storyError, type StoryRoute } from '../../session/storyFakes.js';
import { withSignedInStory } from '../../session/withSignedInStory.js';
import { WebhooksSettingsPage } from './WebhooksSettingsPage.js';

const route = `/api/accounts/${storyAccountId}/webhooks/`;
const endpoints: WebhookWire[] = [
  {
    id: 4,
    account_id: storyAccountId,
    url: 'https://crm.example.com/hooks/inkflow',
    events: ['agreement.signed', 'agreement.concluded'],
    enabled: true,
    secret_hint: 'whsec_…x7Qa',
    created: '2026-11-20T09:00:00.000Z',
    updated: '2026-11-20T09:00:00.000Z',
    last_delivery: { status: 'succeeded', event_type: 'agreement.signed', created: '2026-11-24T10:00:00.000Z', response_status: 200 },
  },
  {
    id: 5,
    account_id: storyAccountId,
    url: 'https://erp.example.org/integrations/contracts/incoming-events?tenant=north-europe-production',
    events: ['agreement.published', 'agreement.viewed', 'agreement.signed', 'agreement.declined', 'agreement.concluded', 'agreement.cancelled'],
    enabled: false,
    secret_hint: 'whsec_…9pLm',
    created: '2026-11-21T09:00:00.000Z',
    updated: '2026-11-22T09:00:00.000Z',
    last_delivery: { status: 'failed', event_type: 'agreement.published', created: '2026-11-23T08:00:00.000Z', response_status: 503 },
  },
];
/** Adding answers the endpoint with a secret, as the server does once. */
const add: StoryRoute = ({ body }) => ({ status: 201, body: { ...endpoints[0]!, id: 9, ...(body as object), last_delivery: null, secret: 'whsec_Jx0mN3qv8XcZk2LwT5sYb7dR1fGh4PaE9uVi6oQ_x7Qa' } });

/** `/settings/webhooks`: the account's endpoints; the story answers GET and POST. */
const meta = {
  title: 'App/Settings/WebhooksSettingsPage',
  component: WebhooksSettingsPage,
  decorators: [withSignedInStory],
  parameters: { url: '/settings/webhooks' },
  beforeEach: () => serveForStory({ [`GET ${route}`]: { body: { collection: endpoints, count: 2, https_only: true } }, [`POST ${route}`]: add }),
} satisfies Meta<typeof WebhooksSettingsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Two endpoints: one on whose last delivery succeeded, one off whose last delivery failed (a long URL). */
export const Listed: Story = {};
/** No endpoint yet. */
export const Empty: Story = {
  beforeEach: () => serveForStory({ [`GET ${route}`]: { body: { collection: [], count: 0, https_only: true } }, [`POST ${route}`]: add }),
};
export const Loading: Story = { beforeEach: () => serveForStory({ [`GET ${route}`]: { never: true } }) };
/** A member opened the page: the server's 403. */
export const NotAdmin: Story = { beforeEach: () => serveForStory({ [`GET ${route}`]: storyError(403, 99, 'Only an account admin can do this') }) };
/** The add dialog, with an http URL refused in production. */
export const AddDialog: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add endpoint' }));
  },
};
export const Narrow: Story = { globals: { viewport: { value: '375-812', isRotated: false } } };
