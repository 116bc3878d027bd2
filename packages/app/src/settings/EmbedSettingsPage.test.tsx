// @vitest-environment jsdom
import { positionFromWire } from '@inkflow/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../session/services.js';
import { EmbedSettingsPage } from './EmbedSettingsPage.js';
import { createAppI18n } from '../i18n/createAppI18n.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      expect(url).toBe('/api/accounts/3/embed_settings');
      if (init?.method === 'PUT') return json(200, { ...(JSON.parse(init.body as string) as object), development_origins_allowed: true });
      return json(200, { allowed_origins: ['https://a.example'], development_origins_allowed: true });
    });
    const field = (await renderPage(fetch)) as HTMLTextAreaElement;
    expect(field.value).toBe('https://a.example');
    expect(screen.getByText(/Outside production/)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'https://a.example\nhttps://b.example/\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Saved');
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(put[1]!.body as string)).toEqual({ allowed_origins: ['https://a.example', 'https://b.example'] });
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
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? json(403, { status_code: 403, api_error_code: 99, message: 'Only an account admin can change the embed settings' })
        : json(200, { allowed_origins: [], development_origins_allowed: false }),
    );
    const field = await renderPage(fetch);
    fireEvent.change(field, { target: { value: 'https://ok.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
  });
});
