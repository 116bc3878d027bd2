// @vitest-environment jsdom
import { accountFeatureEnabled, positionFromWire, type AccountFeatureWire } from '@inkflow/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../design/toastStore.js';
import { useSession } from '../session/services.js';
import { FeatureSettingsPage } from './FeatureSettingsPage.js';
import { renderSettingsPage } from './renderSettingsPage.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const feature = (key: AccountFeatureWire['key'], enabled: 0 | 1, default_enabled: 0 | 1, changed: Partial<AccountFeatureWire> = {}): AccountFeatureWire => ({
  key,
  enabled,
  default_enabled,
  changed_at: null,
  changed_by: null,
  ...changed,
});
const stored: AccountFeatureWire[] = [
  feature('notes', 1, 1),
  feature('reminders', 0, 1, { changed_at: '2026-11-20T09:00:00.000Z', changed_by: { id: 1, fullname: 'Ada Admin' } }),
  feature('aiReview', 0, 0),
  feature('aiImport', 0, 0),
  feature('sso', 1, 1),
  feature('personalIdentificationMfa', 0, 0),
];

beforeEach(() => {
  useSession.setState({
    position: positionFromWire({ id: 1, fullname: 'Ada Admin', email: 'ada@inkflow.test', language: 'en', user_role: 'admin', account: { id: 3, name: 'Demo Ltd', features: {} }, collections: [] }),
  });
  toastStore.setState({ toasts: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders the page with `fetch` answering its calls (path, method, JSON body as sent). */
async function renderPage(fetch: ReturnType<typeof vi.fn>) {
  await renderSettingsPage(<FeatureSettingsPage />, fetch);
}

describe('FeatureSettingsPage', () => {
  it('lists the six extensions as named, described switches with their default or last change', async () => {
    await renderPage(vi.fn(async () => json(200, { features: stored })));
    const notes = await screen.findByRole('switch', { name: 'Contract notes' });
    expect(notes.getAttribute('aria-checked')).toBe('true');
    expect(screen.getAllByRole('switch').map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false', 'false', 'true', 'false']);
    expect(screen.getByRole('switch', { name: 'Internal reminders' }).getAttribute('aria-checked')).toBe('false');
    expect(document.getElementById(notes.getAttribute('aria-describedby')!)!.textContent).toBe('Private notes on each contract that only your colleagues see.');
    expect(screen.getByText(/^Turned off by Ada Admin on /)).toBeTruthy();
    expect(screen.getAllByText('On by default')).toHaveLength(2);
    expect(screen.getByRole('switch', { name: 'Personal ID two-step' })).toBeTruthy();
  });

  it('turns a feature off with PUT {enabled: 0}, updates the session’s map and says so', async () => {
    const fetch = vi.fn(async (path: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        expect(path).toBe('/api/accounts/3/features/notes');
        expect(JSON.parse(init.body as string)).toEqual({ enabled: 0 });
        return json(200, feature('notes', 0, 1, { changed_at: '2026-11-28T10:00:00.000Z', changed_by: { id: 1, fullname: 'Ada Admin' } }));
      }
      expect(path).toBe('/api/accounts/3/features');
      return json(200, { features: stored });
    });
    await renderPage(fetch);
    fireEvent.click(await screen.findByRole('switch', { name: 'Contract notes' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Contract notes' }).getAttribute('aria-checked')).toBe('false'));
    expect(accountFeatureEnabled(useSession.getState().position!.account.features, 'notes')).toBe(false);
    expect(toastStore.getState().toasts.map((t) => t.title)).toEqual(['Contract notes is off']);
    // The notes row now names the change (the reminders row had one already).
    expect(screen.getAllByText(/^Turned off by Ada Admin on /)).toHaveLength(2);
  });

  it('keeps the switch and the session as they were when the change is refused', async () => {
    const fetch = vi.fn(async (_path: string, init?: RequestInit) =>
      init?.method === 'PUT' ? json(403, { status_code: 403, api_error_code: 99, message: 'Access denied' }) : json(200, { features: stored }),
    );
    await renderPage(fetch);
    fireEvent.click(await screen.findByRole('switch', { name: 'AI review' }));
    await waitFor(() => expect(toastStore.getState().toasts).toHaveLength(1));
    expect(toastStore.getState().toasts[0]).toMatchObject({ type: 'error', title: 'AI review' });
    expect(screen.getByRole('switch', { name: 'AI review' }).getAttribute('aria-checked')).toBe('false');
    expect(accountFeatureEnabled(useSession.getState().position!.account.features, 'aiReview')).toBe(false);
  });

  it('shows the refusal of a member (403) instead of the switches', async () => {
    await renderPage(vi.fn(async () => json(403, { status_code: 403, api_error_code: 99, message: 'Access denied' })));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Access denied/);
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
