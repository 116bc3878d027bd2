// @vitest-environment jsdom
import { brandPalette, positionFromWire, type AccountWire } from '@inkflow/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppI18n } from '../i18n/createAppI18n.js';
import { useSession } from '../session/services.js';
import { AccountSettingsPage } from './AccountSettingsPage.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const stored: AccountWire = {
  id: 3,
  name: 'Demo Company',
  plan: 'paid',
  trial_ends_at: null,
  logo_url: null,
  brand_color: null,
  default_language: null,
  default_sign_method: 0,
};

/** A fake server for GET/PUT /accounts/3 and the logo calls, recording what was sent. */
function fakeServer(options: { logoAnswer?: Response } = {}) {
  let account = { ...stored };
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname;
    if (path === '/api/accounts/3/logo' && request.method === 'POST') {
      const form = await request.formData();
      sent.push({ method: 'POST', path, body: (form.get('file') as File).name });
      if (options.logoAnswer) return options.logoAnswer;
      account = { ...account, logo_url: '/api/accounts/3/logo/0123456789abcdef0123456789abcdef.png' };
      return json(200, account);
    }
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    sent.push({ method: request.method, path, body });
    if (request.method === 'DELETE') account = { ...account, logo_url: null };
    if (request.method === 'PUT') account = { ...account, ...(body as object) };
    return json(200, account);
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

beforeEach(() => {
  useSession.setState({
    position: positionFromWire({ id: 1, fullname: 'Demo User', email: 'demo@inkflow.test', language: 'en', user_role: 'admin', account: { id: 3, name: 'Demo Company' }, collections: [] }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderPage() {
  const i18n = await createAppI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <AccountSettingsPage />
    </I18nextProvider>,
  );
  return (await screen.findByLabelText('Company name')) as HTMLInputElement;
}

describe('AccountSettingsPage', () => {
  it('saves the company name, brand colour and defaults in one PUT, and the session follows', async () => {
    const sent = fakeServer();
    const name = await renderPage();
    expect(name.value).toBe('Demo Company');
    fireEvent.change(name, { target: { value: '  Acme AB ' } });
    fireEvent.change(screen.getByLabelText('Brand color'), { target: { value: '#1A7F5A' } });
    fireEvent.change(screen.getByLabelText('Contract language'), { target: { value: 'sv' } });
    fireEvent.change(screen.getByLabelText('Sign method'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Settings saved');
    expect(sent.at(-1)).toEqual({ method: 'PUT', path: '/api/accounts/3', body: { name: 'Acme AB', brand_color: '#1a7f5a', default_language: 'sv', default_sign_method: 10 } });
    expect(useSession.getState().position?.account).toMatchObject({ name: 'Acme AB', defaultSignMethod: 10 });
  });

  it('shows the button counterparties will see, darkened when white text fails AA, and clears the colour', async () => {
    fakeServer();
    await renderPage();
    fireEvent.change(screen.getByLabelText('Brand color'), { target: { value: '#ffcc00' } });
    const shade = brandPalette('#ffcc00').primary;
    expect(screen.getByText(`White text is hard to read on this color, so buttons use a darker shade: ${shade}.`)).toBeTruthy();
    expect((screen.getByText('Review and sign').parentElement as HTMLElement).style.getPropertyValue('--preview-bg')).toBe(shade);
    fireEvent.change(screen.getByLabelText('Brand color'), { target: { value: '#1a3d7c' } });
    expect(screen.queryByText(/darker shade/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Use the standard colors' }));
    expect((screen.getByLabelText('Brand color') as HTMLInputElement).value).toBe('');
  });

  it('refuses a blank or too long name and a colour that is not hex, tied to the field, and sends nothing', async () => {
    const sent = fakeServer();
    const name = await renderPage();
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Company name is required');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Company name must contain at most 100 characters');
    fireEvent.change(name, { target: { value: 'Fine AB' } });
    const color = screen.getByLabelText('Brand color');
    fireEvent.change(color, { target: { value: 'red' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Brand color is not valid: use a hex color such as #1a7f5a');
    expect(document.activeElement).toBe(color);
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('uploads a logo with a preview, removes it, and refuses other files before sending', async () => {
    const sent = fakeServer();
    await renderPage();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.accept).toBe('image/png,image/jpeg');
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('The logo must be a PNG or JPEG image.');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('The logo must be at most 1 MB.');
    expect(sent.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' })] } });
    const preview = await screen.findByRole('img', { name: 'Logo of Demo Company' });
    expect(preview.getAttribute('src')).toBe('/api/accounts/3/logo/0123456789abcdef0123456789abcdef.png');
    expect(screen.getByRole('status').textContent).toBe('Logo saved');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
    expect(sent.map((call) => call.method)).toEqual(['GET', 'POST', 'DELETE']);
  });

  it('says why the server refused the logo', async () => {
    fakeServer({ logoAnswer: json(400, { status_code: 400, api_error_code: 4502, message: 'Unsupported file type' }) });
    await renderPage();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'logo.png', { type: 'image/png' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Unsupported file type');
  });

  it('shows Access denied to someone who is not an admin', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(403, { status_code: 403, api_error_code: 99, message: 'Access denied' })));
    const i18n = await createAppI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <AccountSettingsPage />
      </I18nextProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/Access denied/);
    expect(screen.queryByLabelText('Company name')).toBeNull();
  });
});
