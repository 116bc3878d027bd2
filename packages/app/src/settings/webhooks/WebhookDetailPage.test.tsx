// @vitest-environment jsdom
import type { WebhookDeliveryWire } from '@inkflow/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { polyfillForRadix, testI18n } from '../../design/designTestUtils.js';
import { WebhookDetailPage } from './WebhookDetailPage.js';
import { json, readCall, resetWebhookTest, signInWebhookAdmin, webhookFixture, Where, type Call } from './webhookTestKit.js';

const webhook = webhookFixture();
const body = JSON.stringify({ id: 'evt_1', type: 'agreement.signed', created: '2026-11-24T10:00:00.000Z', account_id: 3, data: { agreement: { id: 12, name: 'Lease' } } });
const delivery = (over: Partial<WebhookDeliveryWire> = {}): WebhookDeliveryWire => ({
  id: '6f1c1d4e-9b3a-4c55-8f0e-2a1b3c4d5e6f',
  webhook_id: 4,
  event_id: 'evt_1',
  event_type: 'agreement.signed',
  agreement_id: 12,
  status: 'retrying',
  attempt_count: 1,
  next_attempt: '2026-11-24T10:01:00.000Z',
  created: '2026-11-24T10:00:00.000Z',
  request_body: body,
  attempts: [
    {
      attempt: 1,
      started: '2026-11-24T10:00:00.000Z',
      duration_ms: 84,
      request_headers: { 'Inkflow-Signature': 't=1795999999,v1=abc', 'Inkflow-Event': 'evt_1' },
      response_status: 500,
      response_headers: { 'content-type': 'text/plain' },
      response_body: 'boom',
      error: 'The receiver answered 500; only 2xx counts as delivered',
    },
  ],
  ...over,
});

beforeAll(polyfillForRadix);
beforeEach(signInWebhookAdmin);
afterEach(resetWebhookTest);

async function renderPage(answer: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = await readCall(input, init);
      calls.push(call);
      const answered = answer(call);
      if (answered) return answered;
      if (call.path === '/api/accounts/3/webhooks/') return json(200, { collection: [webhook], count: 1, https_only: true });
      if (call.path === '/api/accounts/3/webhooks/4/deliveries/') return json(200, { collection: [delivery()], count: 1 });
      return json(404, { status_code: 404, api_error_code: 'NOT_FOUND', message: 'Not found' });
    }),
  );
  render(
    <I18nextProvider i18n={await testI18n()}>
      <MemoryRouter initialEntries={['/settings/webhooks/4']}>
        <Routes>
          <Route path="/settings/webhooks" element={<Where />} />
          <Route path="/settings/webhooks/:webhookId" element={<WebhookDetailPage />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  await screen.findByRole('heading', { name: 'Webhook endpoint' });
  return calls;
}

describe('WebhookDetailPage', () => {
  it('shows the endpoint, its secret hint, and a log whose rows open to the request and response; Redeliver queues it again', async () => {
    const calls = await renderPage((call) => (call.method === 'POST' && call.path.endsWith('/redeliver') ? json(202, delivery({ status: 'pending', next_attempt: null })) : undefined));
    expect(screen.getByText('https://crm.example.com/hooks')).toBeTruthy();
    expect(screen.getByText('whsec_…x7Qa')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Events to send' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Participant signed', 'Contract concluded']);
    const row = await screen.findByRole('button', { name: /Participant signed/ });
    expect(row.getAttribute('aria-expanded')).toBe('false');
    expect(row.textContent).toContain('Retrying');
    expect(row.textContent).toContain('500');
    fireEvent.click(row);
    expect(row.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(row.getAttribute('aria-controls')!)!;
    expect(panel.textContent).toContain('"name": "Lease"');
    expect(panel.textContent).toContain('Inkflow-Signature: t=1795999999,v1=abc');
    expect(panel.textContent).toContain('boom');
    expect(panel.textContent).toContain('The receiver answered 500');
    expect(panel.textContent).toContain('84 ms');
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Redeliver' })));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/accounts/3/webhooks/4/deliveries/6f1c1d4e-9b3a-4c55-8f0e-2a1b3c4d5e6f/redeliver']);
    expect((await screen.findByRole('button', { name: /Participant signed/ })).textContent).toContain('Pending');
  });

  it('sends a test event and shows what the receiver answered', async () => {
    const test = delivery({
      id: '7f1c1d4e-9b3a-4c55-8f0e-2a1b3c4d5e6f',
      event_type: 'webhook.test',
      status: 'succeeded',
      next_attempt: null,
      attempts: [{ ...delivery().attempts[0]!, response_status: 200, response_body: 'received', error: null, duration_ms: 31 }],
    });
    await renderPage((call) => (call.method === 'POST' && call.path.endsWith('/test') ? json(200, test) : undefined));
    fireEvent.click(screen.getByRole('button', { name: 'Send test event' }));
    const result = await screen.findByRole('status');
    expect(result.textContent).toContain('Succeeded');
    expect(result.textContent).toContain('200');
    expect(result.textContent).toContain('31 ms');
    expect(result.textContent).toContain('received');
  });

  it('rolls the secret after a confirmation and shows the new one once', async () => {
    await renderPage((call) =>
      call.method === 'POST' && call.path.endsWith('/roll_secret') ? json(200, { ...webhook, secret_hint: 'whsec_…NEW1', secret: 'whsec_brandnewNEW1' }) : undefined,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Roll secret' }));
    const confirm = await screen.findByRole('dialog', { name: 'Roll the signing secret?' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Roll secret' })));
    const reveal = await screen.findByRole('dialog', { name: 'Copy your signing secret' });
    expect((within(reveal).getByLabelText('Signing secret') as HTMLInputElement).value).toBe('whsec_brandnewNEW1');
    fireEvent.click(within(reveal).getByRole('button', { name: 'Done' }));
    expect(screen.getByText('whsec_…NEW1')).toBeTruthy();
  });

  it('edits the events, disables, and deletes after a confirmation', async () => {
    const calls = await renderPage((call) => {
      if (call.method === 'PUT') return json(200, { ...webhook, ...(call.body as object) });
      if (call.method === 'DELETE') return json(204, null);
      return undefined;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit endpoint' });
    expect((within(dialog).getByLabelText('Endpoint URL') as HTMLInputElement).value).toBe('https://crm.example.com/hooks');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Contract opened/ }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' })));
    expect(within(screen.getByRole('list', { name: 'Events to send' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Contract opened',
      'Participant signed',
      'Contract concluded',
    ]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Disable' })));
    expect(await screen.findByRole('button', { name: 'Enable' })).toBeTruthy();
    expect(screen.getByText('Disabled')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Delete endpoint' })));
    expect((await screen.findByTestId('where')).textContent).toBe('/settings/webhooks');
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.body])).toEqual([
      ['PUT', { url: 'https://crm.example.com/hooks', events: ['agreement.viewed', 'agreement.signed', 'agreement.concluded'] }],
      ['PUT', { enabled: false }],
      ['DELETE', undefined],
    ]);
  });

  it('says an unknown endpoint does not exist', async () => {
    await renderPage((call) => (call.path === '/api/accounts/3/webhooks/' ? json(200, { collection: [], count: 0, https_only: true }) : undefined));
    expect((await screen.findByRole('alert')).textContent).toBe('This endpoint does not exist (any more).');
  });
});
