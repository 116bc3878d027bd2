// @vitest-environment jsdom
import { positionFromWire } from '@inkflow/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../session/services.js';
import { SsoSettingsPage } from './SsoSettingsPage.js';
import { putBody, renderSettingsPage } from './renderSettingsPage.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const stored = {
  enabled: true,
  issuer: 'https://idp.acme.test',
  client_id: 'inkflow',
  has_client_secret: true,
  domains: ['acme.test', 'acme.example'],
  block_password_login: false,
  redirect_uri: 'http://localhost/api/sso/callback',
};

beforeEach(() => {
  useSession.setState({
    position: positionFromWire({ id: 1, fullname: 'Demo User', email: 'demo@inkflow.test', language: 'en', user_role: 'admin', account: { id: 3, name: 'Demo' }, collections: [] }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * Serves the page's calls with `fetch(path, { method, body })`: the typed client (ky) sends a
 * Request, which is unpacked here so the cases read the path, method and JSON body as sent.
 */
/** Renders the page with `fetch` answering its calls (path, method, JSON body as sent). */
async function renderPage(fetch: ReturnType<typeof vi.fn>) {
  await renderSettingsPage(<SsoSettingsPage />, fetch);
  return screen.findByLabelText('Issuer URL');
}

describe('SsoSettingsPage', () => {
  it("loads the account's settings without showing the secret", async () => {
    const fetch = vi.fn(async (url: string) => {
      expect(url).toBe('/api/accounts/3/sso');
      return json(200, stored);
    });
    const issuer = (await renderPage(fetch)) as HTMLInputElement;
    expect(issuer.value).toBe('https://idp.acme.test');
    expect((screen.getByLabelText('Client ID') as HTMLInputElement).value).toBe('inkflow');
    expect((screen.getByLabelText('Client secret') as HTMLInputElement).value).toBe('');
    expect(screen.getByText(/A client secret is stored/)).toBeTruthy();
    expect((screen.getByLabelText('Email domains') as HTMLTextAreaElement).value).toBe('acme.test\nacme.example');
    expect((screen.getByLabelText('Block password login for these domains') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Turn on single sign-on') as HTMLInputElement).checked).toBe(true);
  });

  it('saves the edited settings, keeping the stored secret when the field is empty', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT' ? json(200, { ...stored, domains: ['acme.test', 'b.test', 'c.test'], block_password_login: true }) : json(200, stored),
    );
    await renderPage(fetch);
    fireEvent.change(screen.getByLabelText('Email domains'), { target: { value: 'acme.test\nb.test, c.test\n' } });
    fireEvent.click(screen.getByLabelText('Block password login for these domains'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Saved');
    expect(putBody(fetch)).toEqual({
      enabled: true,
      issuer: 'https://idp.acme.test',
      client_id: 'inkflow',
      domains: ['acme.test', 'b.test', 'c.test'],
      block_password_login: true,
    });
  });

  it('sends a newly typed secret and clears the field after saving', async () => {
    const fetch = vi.fn(async () => json(200, { ...stored, has_client_secret: false }));
    await renderPage(fetch);
    const secret = screen.getByLabelText('Client secret') as HTMLInputElement;
    fireEvent.change(secret, { target: { value: 's3cret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('status');
    expect(putBody(fetch)).toMatchObject({ client_secret: 's3cret' });
    expect(secret.value).toBe('');
  });

  it("shows the server's §8 message when saving is refused", async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? json(400, { status_code: 400, api_error_code: 'BAD_REQUEST', message: 'issuer: Issuer is not a valid URL' })
        : json(200, stored),
    );
    const issuer = await renderPage(fetch);
    fireEvent.change(issuer, { target: { value: 'not a url' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Issuer is not a valid URL');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
