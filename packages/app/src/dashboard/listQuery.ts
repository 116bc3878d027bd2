/**
 * The dashboard's list query (issue #4, spec §7 List calls, §9 page size 20): what the user
 * filtered by, how it maps to GET /agreements/ params, and how it is kept in the URL search
 * params so a reload or Back shows the same list.
 */
import { AgreementState, limits, listDateFields } from '@inkflow/core';
import type { ListParams } from './dashboardApi.js';

/** Which list of the workspace: its contracts, its template library or its trash. */
export type DashboardView = 'contracts' | 'templates' | 'trash';

/** A date attribute the list can filter on ('' = none). */
export type DateField = '' | (typeof listDateFields)[number];

/** Sort keys offered (`attribute:direction`, §7). */
export const sortOptions = ['updated:desc', 'updated:asc', 'created:desc', 'created:asc', 'name:asc', 'name:desc', 'state:asc'] as const;

/** Agreement states a contract list can be filtered by (templates have their own view). */
export const contractStates: readonly number[] = [
  AgreementState.Draft,
  AgreementState.Pending,
  AgreementState.Overdue,
  AgreementState.Declined,
  AgreementState.Signed,
  AgreementState.Cancelled,
];

/** The filters of a list. `folderId` null: every folder; -1: no folder. Dates are `YYYY-MM-DD`. `page` counts from 0. */
export interface ListFilters {
  folderId: number | null;
  includeSubfolders: boolean;
  tagIds: number[];
  tagOperator: 'or' | 'and';
  noTag: boolean;
  states: number[];
  dateField: DateField;
  from: string;
  to: string;
  /** '' any, '1' with sign order, '0' without. */
  signOrder: '' | '0' | '1';
  q: string;
  sort: string;
  page: number;
}

/** A full list query: the route's workspace (null: every workspace) and view, plus the filters. */
export interface ListQuery extends ListFilters {
  workspaceId: number | null;
  view: DashboardView;
}

/** No filter: newest change first, page 0. */
export const defaultFilters: ListFilters = {
  folderId: null,
  includeSubfolders: false,
  tagIds: [],
  tagOperator: 'or',
  noTag: false,
  states: [],
  dateField: '',
  from: '',
  to: '',
  signOrder: '',
  q: '',
  sort: 'updated:desc',
  page: 0,
};

/** True when any filter narrows the list (sort and page do not count): "Clear filters" then shows. */
export function hasActiveFilters(filters: ListFilters): boolean {
  return (
    filters.folderId !== null ||
    filters.tagIds.length > 0 ||
    filters.noTag ||
    filters.states.length > 0 ||
    (filters.dateField !== '' && (filters.from !== '' || filters.to !== '')) ||
    filters.signOrder !== '' ||
    filters.q.trim() !== ''
  );
}

/**
 * The GET /agreements/ params of `query` (§7: empty values dropped by the client, arrays as
 * `key[]`): the workspace as `collection_ids[]` (0 = Shared with me), folder (`no_folder=1` for
 * -1), tags, states (the contracts view leaves templates out unless states are chosen; the
 * templates view lists state 6 only), date range, sign order, search, sort, 20 a page, and
 * `trashed=1` for the trash.
 */
export function listQueryParams(query: ListQuery): ListParams {
  const states = query.view === 'templates' ? [AgreementState.Template] : query.states.length > 0 ? query.states : query.view === 'contracts' ? contractStates : undefined;
  const dated = query.dateField !== '' && (query.from !== '' || query.to !== '');
  return {
    limit: limits.pageSize,
    offset: query.page * limits.pageSize,
    sort: query.sort,
    collection_ids: query.workspaceId === null ? undefined : [query.workspaceId],
    folder_ids: query.folderId !== null && query.folderId > 0 ? [query.folderId] : undefined,
    no_folder: query.folderId === -1 ? 1 : undefined,
    include_subfolder_tree: query.includeSubfolders && query.folderId !== null && query.folderId > 0 ? 1 : undefined,
    tag_ids: query.tagIds.length > 0 ? query.tagIds : undefined,
    tag_operator: query.tagIds.length > 1 ? query.tagOperator : undefined,
    no_tag: query.noTag ? 1 : undefined,
    states,
    date_field: dated ? query.dateField : undefined,
    from: dated ? query.from || undefined : undefined,
    to: dated ? query.to || undefined : undefined,
    sign_order: query.signOrder || undefined,
    q: query.q.trim() || undefined,
    trashed: query.view === 'trash' ? 1 : undefined,
  };
}

const numbers = (value: string | null): number[] =>
  (value ?? '')
    .split(',')
    .filter((part) => part.trim() !== '')
    .map((part) => Number(part))
    .filter((n) => Number.isInteger(n) && n >= 0);

/**
 * The URL search params of `filters`: only what differs from defaultFilters, short keys
 * (`folder`, `sub`, `tags`, `op`, `notag`, `states`, `date`, `from`, `to`, `order`, `q`, `sort`,
 * `page` counting from 1).
 */
export function filtersToSearch(filters: ListFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.folderId !== null) out.set('folder', String(filters.folderId));
  if (filters.includeSubfolders) out.set('sub', '1');
  if (filters.tagIds.length > 0) out.set('tags', filters.tagIds.join(','));
  if (filters.tagOperator !== 'or') out.set('op', filters.tagOperator);
  if (filters.noTag) out.set('notag', '1');
  if (filters.states.length > 0) out.set('states', filters.states.join(','));
  if (filters.dateField !== '') out.set('date', filters.dateField);
  if (filters.from !== '') out.set('from', filters.from);
  if (filters.to !== '') out.set('to', filters.to);
  if (filters.signOrder !== '') out.set('order', filters.signOrder);
  if (filters.q !== '') out.set('q', filters.q);
  if (filters.sort !== defaultFilters.sort) out.set('sort', filters.sort);
  if (filters.page > 0) out.set('page', String(filters.page + 1));
  return out;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Reads filters back from URL search params; anything unknown or malformed falls back to the default. */
export function filtersFromSearch(search: URLSearchParams): ListFilters {
  const folder = Number(search.get('folder'));
  const date = search.get('date') ?? '';
  const order = search.get('order') ?? '';
  const sort = search.get('sort') ?? '';
  const page = Number(search.get('page'));
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  return {
    folderId: search.has('folder') && Number.isInteger(folder) && (folder === -1 || folder > 0) ? folder : null,
    includeSubfolders: search.get('sub') === '1',
    tagIds: numbers(search.get('tags')).filter((n) => n > 0),
    tagOperator: search.get('op') === 'and' ? 'and' : 'or',
    noTag: search.get('notag') === '1',
    states: numbers(search.get('states')).filter((n) => n <= AgreementState.Template),
    dateField: (listDateFields as readonly string[]).includes(date) ? (date as DateField) : '',
    from: isoDate.test(from) ? from : '',
    to: isoDate.test(to) ? to : '',
    signOrder: order === '0' || order === '1' ? order : '',
    q: search.get('q') ?? '',
    sort: (sortOptions as readonly string[]).includes(sort) ? sort : defaultFilters.sort,
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
  };
}

/** A stable key of a query: equal keys list the same rows. */
export function listQueryKey(query: ListQuery): string {
  return JSON.stringify(listQueryParams(query));
}
