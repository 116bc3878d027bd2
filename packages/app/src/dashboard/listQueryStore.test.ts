import { describe, expect, it } from 'vitest';
import type { AgreementPage, ListParams } from './dashboardApi.js';
import { defaultFilters, type ListQuery } from './listQuery.js';
import { createListQueryStore } from './listQueryStore.js';

const initial: ListQuery = { ...defaultFilters, workspaceId: 1, view: 'contracts' };
const row = (id: number) => ({ id, name: `A${id}`, state: 0, collection_id: 1, folder_id: null, updated: '2026-01-01T00:00:00Z', created: '2026-01-01T00:00:00Z', agreement_value: null, expire_date: null, tags: [] });

/** A loader whose answers the test releases one by one. */
function deferredLoader() {
  const calls: { params: ListParams; resolve(page: AgreementPage): void; reject(e: unknown): void }[] = [];
  const loader = (params: ListParams) => new Promise<AgreementPage>((resolve, reject) => calls.push({ params, resolve, reject }));
  return { calls, loader };
}

describe('createListQueryStore', () => {
  it('goes pristine -> loading -> success', async () => {
    const { calls, loader } = deferredLoader();
    const store = createListQueryStore(loader, initial);
    expect(store.getState().status).toBe('pristine');
    const done = store.getState().load();
    expect(store.getState().status).toBe('loading');
    calls[0]!.resolve({ collection: [row(1)], count: 1 });
    await done;
    expect(store.getState()).toMatchObject({ status: 'success', page: { count: 1 } });
  });

  it('goes loading -> error and keeps the failure', async () => {
    const { calls, loader } = deferredLoader();
    const store = createListQueryStore(loader, initial);
    const done = store.getState().load();
    const failure = new Error('offline');
    calls[0]!.reject(failure);
    await done;
    expect(store.getState()).toMatchObject({ status: 'error', error: failure });
  });

  it('is dirty after a filter change since the last load, and a change goes back to page 0', async () => {
    const { calls, loader } = deferredLoader();
    const store = createListQueryStore(loader, { ...initial, page: 3 });
    store.getState().setFilters({ q: 'x' });
    expect(store.getState().status).toBe('pristine');
    expect(store.getState().query.page).toBe(0);
    const done = store.getState().load();
    calls[0]!.resolve({ collection: [], count: 0 });
    await done;
    store.getState().setFilters({ page: 2 });
    expect(store.getState()).toMatchObject({ status: 'dirty', query: { page: 2, q: 'x' } });
  });

  it('stays as it is when the change lists the same rows', async () => {
    const { calls, loader } = deferredLoader();
    const store = createListQueryStore(loader, initial);
    const done = store.getState().load();
    calls[0]!.resolve({ collection: [], count: 0 });
    await done;
    store.getState().replaceQuery({ ...initial });
    store.getState().setFilters({ includeSubfolders: true });
    expect(store.getState().status).toBe('success');
  });

  it('drops the answer of a query that changed while it loaded', async () => {
    const { calls, loader } = deferredLoader();
    const store = createListQueryStore(loader, initial);
    const first = store.getState().load();
    store.getState().setFilters({ q: 'new' });
    expect(store.getState().status).toBe('dirty');
    calls[0]!.resolve({ collection: [row(1)], count: 1 });
    await first;
    expect(store.getState()).toMatchObject({ status: 'dirty', page: null });
    const second = store.getState().load();
    expect(calls[1]!.params.q).toBe('new');
    calls[1]!.resolve({ collection: [row(2)], count: 1 });
    await second;
    expect(store.getState().page?.collection[0]?.id).toBe(2);
  });

  it('clears the filters but keeps the sort', () => {
    const store = createListQueryStore(deferredLoader().loader, { ...initial, q: 'a', tagIds: [1], sort: 'name:asc' });
    store.getState().clearFilters();
    expect(store.getState().query).toEqual({ ...initial, sort: 'name:asc' });
  });
});
