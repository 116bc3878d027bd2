// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SigningLinksPanel } from './SigningLinksPanel.js';
import { createAppI18n } from '../i18n/createAppI18n.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** The typed client calls fetch with a Request: `METHOD /path`. */
const routeOf = (input: RequestInfo | URL, init?: RequestInit) => {
  const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
  return `${request.method} ${new URL(request.url).pathname}`;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SigningLinksPanel', () => {
  it('lists, creates (showing the link and embed code once), copies and revokes signing links', async () => {
    const routes: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const route = routeOf(input, init);
      routes.push(route);
      if (route === 'POST /api/agreements/7/signing_links') return json(201, { id: 8, token: 'TOKEN8', url: 'https://app.inkflow.test/embed/documents/templates/7/at/TOKEN8' });
      if (route === 'DELETE /api/agreements/7/signing_links/8') return new Response(null, { status: 204 });
      expect(route).toBe('GET /api/agreements/7/signing_links');
      return json(200, { collection: [{ id: 5, created: '2026-01-02T10:00:00.000Z' }] });
    });
    vi.stubGlobal('fetch', fetch);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const i18n = await createAppI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <SigningLinksPanel templateId={7} />
      </I18nextProvider>,
    );

    const list = await screen.findByRole('list', { name: 'Active signing links' });
    expect(within(list).getByText(/^Link 5, created/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create signing link' }));
    const url = (await screen.findByLabelText('Signing link')) as HTMLInputElement;
    expect(url.value).toBe('https://app.inkflow.test/embed/documents/templates/7/at/TOKEN8');
    const code = (screen.getByLabelText('Embed code') as HTMLTextAreaElement).value;
    expect(code).toBe(
      '<script src="https://app.inkflow.test/embed/loader.js" async></script>\n<div data-inkflow-template="7" data-inkflow-token="TOKEN8"></div>',
    );
    expect(routes).toContain('POST /api/agreements/7/signing_links');

    fireEvent.click(screen.getByRole('button', { name: 'Copy embed code' }));
    expect(await screen.findByText('Embed code copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(code);

    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(list).getByRole('button', { name: /^Revoke Link 8,/ }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(routes).toContain('DELETE /api/agreements/7/signing_links/8');
    expect(screen.queryByLabelText('Signing link')).toBeNull(); // the revoked link's URL is gone
  });

  it('shows the §8 message when the list cannot be read', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(403, { status_code: 403, api_error_code: 99, message: 'Access denied' })));
    const i18n = await createAppI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <SigningLinksPanel templateId={7} />
      </I18nextProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Access denied');
  });
});
