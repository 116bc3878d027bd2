// @vitest-environment jsdom
import { positionFromWire, type AccountExportWire, type DataLogEntryWire, type DataManagementWire } from '@inkflow/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../session/services.js';
import { createAppI18n } from '../i18n/createAppI18n.js';
import { AccountDataPage } from './AccountDataPage.js';

const json = (status: number, body: unknown) => new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const error = (status: number, code: number | string, message: string) => json(status, { status_code: status, api_error_code: code, message });

const base = '/api/accounts/3';
const settings: DataManagementWire = { retention: { delete_concluded_after_months: null, empty_trash_after_30_days: true }, cancellation: null, deletion_grace_days: 30 };
const closing: DataManagementWire = {
  ...settings,
  cancellation: { requested_at: '2026-11-28T09:00:00.000Z', deletion_due_at: '2026-12-28T09:00:00.000Z', requested_by: 'Demo User' },
};
const doneExport: AccountExportWire = {
  id: 4,
  state: 'done',
  progress: 100,
  created: '2026-11-20T09:00:00.000Z',
  finished: '2026-11-20T09:01:00.000Z',
  started_by: 'Demo User',
  agreement_count: 42,
  byte_size: 5_242_880,
  file_name: 'demo-export-2026-11-20.zip',
  expires_at: '2026-11-27T09:01:00.000Z',
  expired: false,
  download_url: `${base}/exports/4/download`,
  error: null,
};
const logEntries: DataLogEntryWire[] = [
  { id: 2, action: 'agreement_deleted_retention', actor: null, agreement_id: 12, subject: 'Office lease', details: { months: 24 }, created: '2026-11-28T03:15:00.000Z' },
  { id: 1, action: 'retention_changed', actor: 'Demo User', agreement_id: null, subject: null, details: {}, created: '2026-11-01T10:00:00.000Z' },
];

type Call = { method: string; path: string; body: unknown };

/** The session's position (the page reloads it after closing or keeping the account). */
const me = (deletionDueAt: string | null, role = 'admin') => ({
  id: 1,
  fullname: 'Demo User',
  email: 'demo@inkflow.test',
  language: 'en',
  user_role: role,
  account: { id: 3, name: 'Demo Ltd', deletion_due_at: deletionDueAt },
  collections: [],
});
type Handler = (call: Call) => Response | Promise<Response>;

/** Serves the page's calls from `routes` (`METHOD /path`, the path without the query); records every call. */
async function renderPage(routes: Record<string, Handler>, role = 'admin') {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const call = { method: request.method, path: url.pathname, body: text ? (JSON.parse(text) as unknown) : undefined };
    calls.push(call);
    const handler = routes[`${request.method} ${url.pathname}`];
    return handler ? handler(call) : error(404, 'NOT_FOUND', `no route ${request.method} ${url.pathname}`);
  });
  useSession.setState({
    position: positionFromWire(me(null, role)),
  });
  const i18n = await createAppI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <AccountDataPage />
    </I18nextProvider>,
  );
  return calls;
}

const defaultRoutes = (overrides: Record<string, Handler> = {}): Record<string, Handler> => ({
  [`GET ${base}/data_management`]: () => json(200, settings),
  [`GET ${base}/exports/`]: () => json(200, { collection: [doneExport], count: 1 }),
  [`GET ${base}/data_management/log`]: () => json(200, { collection: logEntries, count: 2 }),
  'GET /api/positions/me': () => json(200, me(null)),
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AccountDataPage', () => {
  it('shows the three cards, the past exports with their download link, and the activity log', async () => {
    await renderPage(defaultRoutes());
    expect(await screen.findByRole('heading', { name: 'Export your data' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Retention' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Close account' })).toBeTruthy();
    const download = await screen.findByRole('link', { name: 'Download the export of November 20, 2026' });
    expect(download.getAttribute('href')).toBe(`${base}/exports/4/download`);
    expect(screen.getByText('Until November 27, 2026')).toBeTruthy();
    expect(screen.getByText('42 contracts · 5.2 MB · by Demo User')).toBeTruthy();
    const log = screen.getByRole('region', { name: 'Activity' });
    expect(await within(log).findByText('Deleted “Office lease”, signed more than 24 months ago')).toBeTruthy();
    expect(within(log).getByText(/Automatic rule/)).toBeTruthy();
    expect(within(log).getByText('Changed the retention rules')).toBeTruthy();
    expect((screen.getByLabelText('Empty the trash after 30 days') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Delete signed contracts automatically') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Months after signing') as HTMLInputElement).disabled).toBe(true);
  });

  it('starts an export, shows its progress until it is done, and shows 6007 when one already runs', async () => {
    const running: AccountExportWire = { ...doneExport, id: 5, state: 'running', progress: 40, finished: null, agreement_count: null, byte_size: null, expires_at: null, download_url: null, created: '2026-11-28T09:00:00.000Z' };
    let listed = 0;
    const calls = await renderPage(
      defaultRoutes({
        [`POST ${base}/exports/`]: () => json(202, { ...running, progress: 0 }),
        // First the list before the start, then the running export at 40 %, then done.
        [`GET ${base}/exports/`]: () => {
          listed += 1;
          if (listed === 1) return json(200, { collection: [], count: 0 });
          if (listed === 2) return json(200, { collection: [running], count: 1 });
          return json(200, { collection: [{ ...running, state: 'done', progress: 100, download_url: `${base}/exports/5/download`, expires_at: '2026-12-05T09:00:00.000Z' }], count: 1 });
        },
      }),
    );
    expect(await screen.findByText('No exports yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start export' }));
    const bar = await screen.findByRole('progressbar', { name: 'Preparing your export… 40 %' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect((screen.getByRole('button', { name: 'Start export' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByRole('link', { name: 'Download the export of November 28, 2026' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    cleanup();
    await renderPage(defaultRoutes({ [`POST ${base}/exports/`]: () => error(409, 6007, 'Action already in progress') }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start export' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Action already in progress');
  });

  it('checks the months (1-120) on the page and saves the rules', async () => {
    const calls = await renderPage(
      defaultRoutes({
        [`PUT ${base}/data_management`]: (call) => {
          const body = call.body as { delete_concluded_after_months: number; empty_trash_after_30_days: boolean };
          return json(200, { ...settings, retention: body });
        },
      }),
    );
    fireEvent.click(await screen.findByLabelText('Delete signed contracts automatically'));
    const months = screen.getByLabelText('Months after signing');
    fireEvent.change(months, { target: { value: '0' } });
    expect(screen.getByText('Months is not allowed to be below 1')).toBeTruthy();
    fireEvent.change(months, { target: { value: '121' } });
    expect(screen.getByText('Months is not allowed to be above 120')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(months, { target: { value: '36' } });
    fireEvent.click(screen.getByLabelText('Empty the trash after 30 days'));
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ delete_concluded_after_months: 36, empty_trash_after_30_days: false });
  });

  it('closes the account in two steps (export offered, then the password) and keeps it again', async () => {
    let state = settings;
    const calls = await renderPage(
      defaultRoutes({
        [`GET ${base}/data_management`]: () => json(200, state),
        'GET /api/positions/me': () => json(200, me(state.cancellation?.deletion_due_at ?? null)),
        [`POST ${base}/exports/`]: () => json(202, { ...doneExport, id: 6, state: 'running', progress: 0, download_url: null }),
        [`POST ${base}/cancellation`]: (call) => {
          if ((call.body as { password: string }).password !== 'right-password-2026') return error(401, 1013, 'Invalid password');
          state = closing;
          return json(200, closing);
        },
        [`DELETE ${base}/cancellation`]: () => {
          state = settings;
          return json(204, null);
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Close account…' }));
    const offer = await screen.findByRole('dialog', { name: 'Export your data first' });
    fireEvent.click(within(offer).getByRole('button', { name: 'Start export' }));
    expect((await within(offer).findByRole('status')).textContent).toBe("Export started. We'll email you a link when it's ready.");
    fireEvent.click(within(offer).getByRole('button', { name: 'Continue' }));

    const confirm = await screen.findByRole('dialog', { name: 'Close the account of Demo Ltd?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Close account' }));
    expect(within(confirm).getByText('Password is required')).toBeTruthy();
    fireEvent.change(within(confirm).getByLabelText('Your password'), { target: { value: 'wrong' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Close account' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe('Invalid password');
    fireEvent.change(within(confirm).getByLabelText('Your password'), { target: { value: 'right-password-2026' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Close account' }));

    const notice = await screen.findByRole('region', { name: 'This account is closing' });
    expect(within(notice).getByText(/On December 28, 2026, all contracts/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Retention' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Export your data' })).toBeTruthy();
    expect(calls.filter((c) => c.path === `${base}/cancellation`).map((c) => c.body)).toEqual([{ password: 'wrong' }, { password: 'right-password-2026' }]);

    fireEvent.click(within(notice).getByRole('button', { name: 'Keep my account' }));
    expect(await screen.findByRole('heading', { name: 'Retention' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'This account is closing' })).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `${base}/cancellation`)).toBe(true);
  });

  it('tells a member that only admins manage the account’s data, without asking the server', async () => {
    const calls = await renderPage(defaultRoutes(), 'member');
    expect(await screen.findByText('Only admins of the account can export its data, change how long it is kept or close it.')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith(base))).toEqual([]);
  });
});
