import type { WebhookDeliveryWire, WebhookWire } from '@inkflow/core';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { serveForStory, storyAccountId } from '../../session/storyFakes.js';
import { withSignedInStory } from '../../session/withSignedInStory.js';
import { WebhookDetailPage } from './WebhookDetailPage.js';

const base = `/api/accounts/${storyAccountId}/webhooks/`;
const webhook: WebhookWire = {
  id: 4,
  account_id: storyAccountId,
  url: 'https://crm.example.com/hooks/inkflow',
  events: ['agreement.signed', 'agreement.concluded'],
  enabled: true,
  secret_hint: 'whsec_…x7Qa',
  created: '2026-11-20T09:00:00.000Z',
  updated: '2026-11-20T09:00:00.000Z',
  last_delivery: null,
};
const body = (type: string) =>
  JSON.stringify({ id: 'evt_5f0c2a9d4b7e1c3a8f6d2e10', type, created: '2026-11-24T10:00:00.000Z', account_id: storyAccountId, data: { agreement: { id: 42, name: 'Consulting agreement', state: 4 } } });
const attempt = (n: number, status: number | null, error: string | null) => ({
  attempt: n,
  started: `2026-11-24T10:0${n}:00.000Z`,
  duration_ms: 120 + n,
  request_headers: { 'Content-Type': 'application/json', 'Inkflow-Event': 'evt_5f0c2a9d4b7e1c3a8f6d2e10', 'Inkflow-Signature': 't=1795999999,v1=5f0c…2e10' },
  response_status: status,
  response_headers: status === null ? null : { 'content-type': 'application/json' },
  response_body: status === null ? null : '{"ok":true}',
  error,
});
const deliveries: WebhookDeliveryWire[] = [
  {
    id: '6f1c1d4e-9b3a-4c55-8f0e-2a1b3c4d5e6f',
    webhook_id: 4,
    event_id: 'evt_5f0c2a9d4b7e1c3a8f6d2e10',
    event_type: 'agreement.concluded',
    agreement_id: 42,
    status: 'succeeded',
    attempt_count: 1,
    next_attempt: null,
    created: '2026-11-24T10:00:00.000Z',
    request_body: body('agreement.concluded'),
    attempts: [attempt(1, 200, null)],
  },
  {
    id: '7a1c1d4e-9b3a-4c55-8f0e-2a1b3c4d5e6f',
    webhook_id: 4,
    event_id: 'evt_6f0c2a9d4b7e1c3a8f6d2e11',
    event_type: 'agreement.signed',
    agreement_id: 42,
    status: 'retrying',
    attempt_count: 2,
    next_attempt: '2026-11-24T10:35:00.000Z',
    created: '2026-11-24T09:59:00.000Z',
    request_body: body('agreement.signed'),
    attempts: [attempt(1, null, 'No answer within 10 s'), attempt(2, 503, 'The receiver answered 503; only 2xx counts as delivered')],
  },
];

/** The page reads its webhook id from the route: render it under its path (inside withSignedInStory's router). */
const underItsRoute: Decorator = (Story) => (
  <Routes>
    <Route path="/settings/webhooks/:webhookId" element={<Story />} />
  </Routes>
);

/** `/settings/webhooks/4`: one endpoint and its delivery log; the story answers the reads, Test and Redeliver. */
const meta = {
  title: 'App/Settings/WebhookDetailPage',
  component: WebhookDetailPage,
  decorators: [underItsRoute, withSignedInStory],
  parameters: { url: '/settings/webhooks/4' },
  beforeEach: () =>
    serveForStory({
      [`GET ${base}`]: { body: { collection: [webhook], count: 1, https_only: true } },
      [`GET ${base}4/deliveries/`]: { body: { collection: deliveries, count: 2 } },
      [`POST ${base}4/test`]: { body: { ...deliveries[0]!, event_type: 'webhook.test' } },
      [`POST ${base}4/deliveries/${deliveries[1]!.id}/redeliver`]: { status: 202, body: { ...deliveries[1]!, status: 'pending', next_attempt: null } },
    }),
} satisfies Meta<typeof WebhookDetailPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The endpoint with one delivered and one retrying delivery. */
export const Loaded: Story = {};
/** The retrying delivery opened: both attempts, request and responses. */
export const DeliveryOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Participant signed/ }));
  },
};
/** After Send test event: the receiver's answer. */
export const Tested: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send test event' }));
  },
};
export const Narrow: Story = { ...DeliveryOpen, globals: { viewport: { value: '375-812', isRotated: false } } };
