// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppI18n } from '../i18n/createAppI18n.js';
import { useSession } from '../session/services.js';
import { DashboardPage } from './DashboardPage.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const row = (id: number, name: string, extra: Record<string, unknown> = {}) => ({ id, name, state: 0, collection_id: 7, folder_id: null, updated: '2026-01-01T00:00:00Z', ...extra });

/** A stand-in for the dashboard's calls; `lists` are the answers of GET /agreements/ in turn (the last repeats). */
function fakeServer(lists: (() => Response)[]) {
  const calls: { method: string; url: URL; body?: unknown }[] = [];
  let listIndex = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    calls.push({ method: request.method, url, body: text ? JSON.parse(text) : undefined });
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /api/collections/') return json(200, { collection: [{ id: 7, name: 'Main', virtual: false }, { id: 0, name: 'Shared with me', virtual: true }], count: 2 });
    if (route === 'GET /api/tags/') return json(200, { collection: [{ id: 1, name: 'Urgent' }], count: 1 });
    if (route === 'GET /api/collections/7/folders/') return json(200, { collection: [{ id: 3, collection_id: 7, parent_id: null, name: 'Sales' }], count: 1 });
    if (route === 'GET /api/agreements/') return lists[Math.min(listIndex++, lists.length - 1)]!();
    if (route === 'POST /api/agreements/5/restore') return json(200, {});
    if (route === 'DELETE /api/agreements/5') return new Response(null, { status: 204 });
    return json(404, { status_code: 404, api_error_code: 'NOT_FOUND', message: route });
  });
  const listCalls = () => calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/agreements/').map((c) => c.url.searchParams);
  return { fetch, calls, listCalls };
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await createAppI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ position: null });
  sessionStorage.clear();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  useSession.setState({
    position: { id: 1, fullname: 'Demo', email: 'd@x.se', language: 'en', userRole: 'admin', account: { id: 1, name: 'Demo' }, collections: [{ id: 7, name: 'Main', virtual: false }] } as never,
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/contracts" element={<DashboardPage />} />
          <Route path="/c/:workspaceId" element={<DashboardPage />} />
          <Route path="/c/:workspaceId/trash" element={<DashboardPage key="trash" view="trash" />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('DashboardPage', () => {
  it('shows the loading skeleton, then the rows, the count and the workspace in the title', async () => {
    const server = fakeServer([() => json(200, { collection: [row(5, 'Lease'), row(6, 'NDA', { folder_id: 3 })], count: 2 })]);
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/c/7');
    expect(screen.getByText('Loading contracts…').closest('[role="status"]')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your contracts' });
    expect(within(list).getByRole('link', { name: 'Lease' }).getAttribute('href')).toBe('/documents/5');
    expect(screen.getByText('2 contracts')).toBeTruthy();
    expect(await within(list).findByText('Folder: Sales')).toBeTruthy();
    expect(document.title).toBe('Inkflow | Main | Contracts');
    const params = server.listCalls()[0]!;
    expect(params.getAll('collection_ids[]')).toEqual(['7']);
    expect(params.get('limit')).toBe('20');
  });

  it('shows a failed load with role="alert" and loads again on Try again', async () => {
    const server = fakeServer([() => json(500, { status_code: 500, api_error_code: 'INTERNAL', message: 'boom' }), () => json(200, { collection: [row(5, 'Lease')], count: 1 })]);
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/c/7');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The contracts could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Lease' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps filters in the URL: a folder, then no results with Clear filters', async () => {
    const server = fakeServer([() => json(200, { collection: [row(5, 'Lease')], count: 1 }), () => json(200, { collection: [], count: 0 }), () => json(200, { collection: [row(5, 'Lease')], count: 1 })]);
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/c/7?q=lea');
    expect((await screen.findByLabelText('Search by name') as HTMLInputElement).value).toBe('lea');
    await screen.findByRole('link', { name: 'Lease' });
    expect(server.listCalls()[0]!.get('q')).toBe('lea');

    fireEvent.click(await screen.findByRole('button', { name: 'Sales' }));
    expect(await screen.findByRole('heading', { name: 'No results for these filters' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/c/7?folder=3&q=lea');
    expect(server.listCalls()[1]!.getAll('folder_ids[]')).toEqual(['3']);
    expect(screen.getByRole('button', { name: 'Sales' }).getAttribute('aria-current')).toBe('true');

    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    fireEvent.click(clear[clear.length - 1]!);
    await screen.findByRole('link', { name: 'Lease' });
    expect(screen.getByTestId('where').textContent).toBe('/c/7');
    expect(server.listCalls()[2]!.get('q')).toBeNull();
  });

  it('lists the trash with trashed=1 and restores a row', async () => {
    const server = fakeServer([() => json(200, { collection: [row(5, 'Lease')], count: 1 }), () => json(200, { collection: [], count: 0 })]);
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/c/7/trash');
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Lease' }));
    expect(await screen.findByRole('heading', { name: 'The trash is empty' })).toBeTruthy();
    expect(screen.getByText('Lease was restored.')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/agreements/5/restore')).toBe(true);
    expect(server.listCalls()[0]!.get('trashed')).toBe('1');
    expect(document.title).toBe('Inkflow | Main | Trash');
  });

  it('says Shared with me for the virtual workspace, without folders or creation', async () => {
    const server = fakeServer([() => json(200, { collection: [], count: 0 })]);
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/c/0');
    expect(await screen.findByRole('heading', { name: 'Nothing shared with you yet' })).toBeTruthy();
    await screen.findByText('Contracts other people shared with you');
    expect(screen.queryByRole('navigation', { name: 'Folders' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New contract' })).toHaveProperty('disabled', true);
    expect(server.listCalls()[0]!.getAll('collection_ids[]')).toEqual(['0']);
  });

  it('opens /contracts on the workspace last opened in this tab', async () => {
    const server = fakeServer([() => json(200, { collection: [], count: 0 })]);
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/c/0');
    await screen.findByText('Contracts other people shared with you');
    cleanup();
    renderAt('/contracts');
    await screen.findByText('Contracts other people shared with you');
    expect(server.listCalls().slice(1).map((p) => p.getAll('collection_ids[]'))).toEqual([['0']]);
    expect(document.title).toBe('Inkflow | Contracts');
  });
});
