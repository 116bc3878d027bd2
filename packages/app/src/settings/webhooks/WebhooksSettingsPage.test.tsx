// @vitest-environment jsdom
import { positionFromWire, type WebhookWire } from '@inkflow/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { polyfillForRadix, testI18n } from '../../design/designTestUtils.js';
import { useSession } from '../../session/services.js';
import { WebhooksSettingsPage } from './WebhooksSettingsPage.js';
import { json, readCall, resetWebhookTest, signInWebhookAdmin, webhookFixture, Where, type Call } from './webhookTestKit.js';

/** The endpoint of the list, last delivered with a failure. */
const hook = (over: Partial<WebhookWire> = {}): WebhookWire =>
  webhookFixture({ last_delivery: { status: 'failed', event_type: 'agreement.signed', created: '2026-11-24T10:00:00.000Z', response_status: 500 }, ...over });

beforeAll(polyfillForRadix);
beforeEach(signInWebhookAdmin);
afterEach(resetWebhookTest);

async function renderPage(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = await readCall(input, init);
      calls.push(call);
      return answer(call);
    }),
  );
  render(
    <I18nextProvider i18n={await testI18n()}>
      <MemoryRouter initialEntries={['/settings/webhooks']}>
        <Routes>
          <Route path="/settings/webhooks" element={<WebhooksSettingsPage />} />
          <Route path="/settings/webhooks/:id" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return calls;
}

describe('WebhooksSettingsPage', () => {
  it('lists the endpoints with their state, events and last delivery', async () => {
    await renderPage(() => json(200, { collection: [hook(), hook({ id: 5, url: 'https://erp.example.com/in', enabled: false, events: ['agreement.published'], last_delivery: null })], count: 2, https_only: true }));
    const list = await screen.findByRole('list', { name: 'Endpoints' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'https://crm.example.com/hooks' }).getAttribute('href')).toBe('/settings/webhooks/4');
    expect(rows[0]!.textContent).toContain('Enabled');
    expect(rows[0]!.textContent).toContain('2 events');
    expect(rows[0]!.textContent).toContain('Failed');
    expect(rows[1]!.textContent).toContain('Disabled');
    expect(rows[1]!.textContent).toContain('1 event');
    expect(rows[1]!.textContent).toContain('No deliveries yet');
  });

  it('adds an endpoint: checks the URL first, then shows the secret once and opens the endpoint', async () => {
    const writeText = vi.fn(async () => undefined);
    const calls = await renderPage((call) =>
      call.method === 'POST'
        ? json(201, { ...hook({ id: 9, url: (call.body as { url: string }).url, events: (call.body as { events: WebhookWire['events'] }).events, last_delivery: null }), secret: 'whsec_secretvalue1234' })
        : json(200, { collection: [], count: 0, https_only: true }),
    );
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    expect(await screen.findByText('No endpoints yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    const url = within(dialog).getByLabelText('Endpoint URL');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Endpoint URL is required');
    fireEvent.change(url, { target: { value: 'http://crm.example.com/hooks' } });
    expect(within(dialog).getByRole('alert').textContent).toBe('Endpoint URL must use https');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(url, { target: { value: 'https://crm.example.com/hooks' } });
    // Signed and concluded are ticked by default; add Declined, untick Concluded.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Contract declined/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Contract concluded/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const reveal = await screen.findByRole('dialog', { name: 'Copy your signing secret' });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/accounts/3/webhooks/', body: { url: 'https://crm.example.com/hooks', events: ['agreement.signed', 'agreement.declined'] } },
    ]);
    expect((within(reveal).getByLabelText('Signing secret') as HTMLInputElement).value).toBe('whsec_secretvalue1234');
    fireEvent.click(within(reveal).getByRole('button', { name: 'Copy' }));
    expect((await within(reveal).findByRole('status')).textContent).toBe('Copied to the clipboard');
    expect(writeText).toHaveBeenCalledWith('whsec_secretvalue1234');
    fireEvent.click(within(reveal).getByRole('button', { name: 'Done' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/settings/webhooks/9');
  });

  it('needs at least one event, and shows the server’s refusal in the dialog', async () => {
    const calls = await renderPage((call) =>
      call.method === 'POST'
        ? json(400, { status_code: 400, api_error_code: 'BAD_REQUEST', message: 'Webhook URL must point to a public address' })
        : json(200, { collection: [], count: 0, https_only: false }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    fireEvent.change(within(dialog).getByLabelText('Endpoint URL'), { target: { value: 'http://localhost:9000/hooks' } });
    const all = within(dialog).getByRole('checkbox', { name: 'Select all events' });
    fireEvent.click(all);
    expect(within(dialog).getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toHaveLength(7);
    fireEvent.click(all);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Choose at least one event');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Participant signed/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Webhook URL must point to a public address');
  });

  it('deletes an endpoint after a confirmation', async () => {
    const calls = await renderPage((call) => (call.method === 'DELETE' ? json(204, null) : json(200, { collection: [hook()], count: 1, https_only: true })));
    const menu = await screen.findByRole('button', { name: 'Actions for https://crm.example.com/hooks' });
    fireEvent.pointerDown(menu, { button: 0, pointerType: 'mouse' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    expect(confirm.textContent).toContain('https://crm.example.com/hooks stops receiving events');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Delete endpoint' })));
    expect(await screen.findByText('No endpoints yet')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/accounts/3/webhooks/4']);
  });

  it('says when the trial has ended and turns adding off', async () => {
    useSession.setState({
      position: positionFromWire({ id: 1, fullname: 'Demo User', email: 'demo@inkflow.test', language: 'en', user_role: 'admin', account: { id: 3, name: 'Demo', plan: 'trial', trial_ends_at: '2026-01-01T00:00:00.000Z' }, collections: [] }),
    });
    await renderPage(() => json(200, { collection: [hook()], count: 1, https_only: true }));
    expect((await screen.findByRole('note')).textContent).toMatch(/free trial has ended/);
    // The note shows at once, the list once loaded: Add endpoint stays off for the plan, not the loading.
    await screen.findByText('https://crm.example.com/hooks');
    expect((screen.getByRole('button', { name: 'Add endpoint' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server’s 403 to a member', async () => {
    await renderPage(() => json(403, { status_code: 403, api_error_code: 99, message: 'Only an account admin can do this' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
  });
});
