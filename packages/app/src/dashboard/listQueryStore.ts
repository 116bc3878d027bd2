/**
 * The dashboard list's query state (spec §4 Request states: pristine, loading, success, error;
 * list query statuses add dirty). A zustand store per dashboard: the query, the last rows, and
 * the status, which is `dirty` when the query changed since the last load started.
 */
import { create } from 'zustand';
import type { AgreementPage, ListParams } from './dashboardApi.js';
import { defaultFilters, listQueryKey, listQueryParams, type ListFilters, type ListQuery } from './listQuery.js';

/** §4 list query status. */
export type ListStatus = 'pristine' | 'loading' | 'success' | 'error' | 'dirty';

/** The store's state and actions. */
export interface ListQueryState {
  query: ListQuery;
  status: ListStatus;
  /** The rows of the last successful load (kept while a new one runs, so the list does not jump). */
  page: AgreementPage | null;
  /** The failure of the last load (an ApiError or a network error); null otherwise. */
  error: unknown;
  /** Changes filters; any change but `page` itself goes back to page 0. */
  setFilters(patch: Partial<ListFilters>): void;
  /** Replaces the whole query (route or URL change); no-op when it lists the same rows. */
  replaceQuery(query: ListQuery): void;
  /** Drops every filter (the sort stays). */
  clearFilters(): void;
  /** Loads the current query. An answer for a query that changed meanwhile is dropped. */
  load(): Promise<void>;
}

/** The loader behind the store: GET /agreements/ with the given params (dashboardApi.listAgreementPage). */
export type ListLoader = (params: ListParams) => Promise<AgreementPage>;

/**
 * Creates a list store over `loader`, starting `pristine` at `initial`. Transitions: a query
 * change after anything but pristine -> dirty; load() -> loading -> success | error.
 */
export function createListQueryStore(loader: ListLoader, initial: ListQuery) {
  return create<ListQueryState>()((set, get) => {
    const change = (query: ListQuery) => {
      const { query: old, status } = get();
      if (listQueryKey(query) === listQueryKey(old)) {
        set({ query });
        return;
      }
      set({ query, status: status === 'pristine' ? 'pristine' : 'dirty' });
    };
    return {
      query: initial,
      status: 'pristine',
      page: null,
      error: null,
      setFilters: (patch) => change({ ...get().query, page: 0, ...patch }),
      replaceQuery: change,
      clearFilters: () => change({ ...get().query, ...defaultFilters, sort: get().query.sort }),
      load: async () => {
        const query = get().query;
        const key = listQueryKey(query);
        set({ status: 'loading', error: null });
        try {
          const page = await loader(listQueryParams(query));
          if (listQueryKey(get().query) === key) set({ status: 'success', page });
        } catch (error) {
          if (listQueryKey(get().query) === key) set({ status: 'error', error });
        }
      },
    };
  });
}

/** The hook type of a store made by createListQueryStore. */
export type ListQueryStore = ReturnType<typeof createListQueryStore>;
