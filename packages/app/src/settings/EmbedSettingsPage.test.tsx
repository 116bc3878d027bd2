// @vitest-environment jsdom
import { positionFromWire } from '@inkflow/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../session/services.js';
import { EmbedSettingsPage } from './EmbedSettingsPage.js';
import { createAppI18n } from '../i18n/createAppI18n.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** The typed client calls fetch with a Request: its method, path and JSON body. */
async function readCall(input: RequestInfo | URL, init?: RequestInit): Promise<{ method: string; path: string; body: unknown }> {
  const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
  const text = await request.text();
  return { method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined };
}

beforeEach(() => {
  useSession.setState({
    position: positionFromWire({ id: 1, fullname: 'Demo User', email: 'demo@inkflow.test', language: 'en', user_role: 'admin', account: { id: 3, name: 'Demo' }, collections: [] }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderPage(fetch: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetch);
  const i18n = await createAppI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <EmbedSettingsPage />
    </I18nextProvider>,
  );
  return screen.findByLabelText('Allowed website origins');
}

describe('EmbedSettingsPage', () => {
  it("loads the account's origins and saves the edited list", async () => {
    const puts: unknown[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = await readCall(input, init);
      expect(call.path).toBe('/api/accounts/3/embed_settings');
      if (call.method === 'PUT') {
        puts.push(call.body);
        return json(200, { account_id: 3, ...(call.body as object), development_origins_allowed: true, updated: '2026-11-24T09:00:00.000Z' });
      }
      return json(200, { account_id: 3, allowed_origins: ['https://a.example'], development_origins_allowed: true, updated: null });
    });
    const field = (await renderPage(fetch)) as HTMLTextAreaElement;
    expect(field.value).toBe('https://a.example');
    expect(screen.getByText(/Outside production/)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'https://a.example\nhttps://b.example/\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Saved');
    expect(puts).toEqual([{ allowed_origins: ['https://a.example', 'https://b.example'] }]);
  });

  it('names lines that are not origins and sends nothing', async () => {
    const fetch = vi.fn(async () => json(200, { allowed_origins: [], development_origins_allowed: false }));
    const field = await renderPage(fetch);
    fireEvent.change(field, { target: { value: 'https://ok.example\nhttps://*.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('These lines are not origins: https://*.example');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal", async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      (await readCall(input, init)).method === 'PUT'
        ? json(403, { status_code: 403, api_error_code: 99, message: 'Only an account admin can change the embed settings' })
        : json(200, { account_id: 3, allowed_origins: [], development_origins_allowed: false, updated: null }),
    );
    const field = await renderPage(fetch);
    fireEvent.change(field, { target: { value: 'https://ok.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
  });
});
