import { describe, expect, it } from 'vitest';
import { toSearchParams } from '@inkflow/core';
import { defaultFilters, filtersFromSearch, filtersToSearch, hasActiveFilters, listQueryKey, listQueryParams, type ListQuery } from './listQuery.js';

const base: ListQuery = { ...defaultFilters, workspaceId: 3, view: 'contracts' };

describe('listQueryParams', () => {
  it('lists a workspace\'s contracts 20 a page, newest change first, templates left out', () => {
    expect(toSearchParams(listQueryParams(base)).toString()).toBe(
      'limit=20&offset=0&sort=updated%3Adesc&collection_ids%5B%5D=3' + [0, 1, 2, 3, 4, 5].map((s) => `&states%5B%5D=${s}`).join(''),
    );
  });

  it('maps every filter to its §7 param', () => {
    const params = listQueryParams({
      ...base,
      folderId: 9,
      includeSubfolders: true,
      tagIds: [4, 5],
      tagOperator: 'and',
      states: [4],
      dateField: 'created',
      from: '2026-01-01',
      to: '2026-01-31',
      signOrder: '1',
      q: '  lease ',
      sort: 'name:asc',
      page: 2,
    });
    expect(params).toMatchObject({
      offset: 40,
      sort: 'name:asc',
      folder_ids: [9],
      include_subfolder_tree: 1,
      tag_ids: [4, 5],
      tag_operator: 'and',
      states: [4],
      date_field: 'created',
      from: '2026-01-01',
      to: '2026-01-31',
      sign_order: '1',
      q: 'lease',
    });
    expect(params.no_folder).toBeUndefined();
    expect(params.trashed).toBeUndefined();
  });

  it('sends no_folder for -1, the state 6 filter for templates, trashed for the trash, workspace 0 for Shared with me', () => {
    expect(listQueryParams({ ...base, folderId: -1 })).toMatchObject({ no_folder: 1, folder_ids: undefined });
    expect(listQueryParams({ ...base, view: 'templates' }).states).toEqual([6]);
    expect(listQueryParams({ ...base, view: 'trash' })).toMatchObject({ trashed: 1, states: undefined });
    expect(listQueryParams({ ...base, workspaceId: 0 }).collection_ids).toEqual([0]);
    expect(listQueryParams({ ...base, workspaceId: null }).collection_ids).toBeUndefined();
  });

  it('ignores a date range without a date field, and one tag needs no operator', () => {
    const params = listQueryParams({ ...base, from: '2026-01-01', tagIds: [4], tagOperator: 'and' });
    expect(params.from).toBeUndefined();
    expect(params.tag_operator).toBeUndefined();
  });
});

describe('URL search params', () => {
  it('keeps only what differs from the defaults and reads it back', () => {
    expect(filtersToSearch(defaultFilters).toString()).toBe('');
    expect(filtersFromSearch(new URLSearchParams(''))).toEqual(defaultFilters);
    expect(filtersFromSearch(new URLSearchParams('states=&tags=,'))).toEqual(defaultFilters);
    const filters = { ...defaultFilters, folderId: -1, tagIds: [2, 7], tagOperator: 'and' as const, noTag: false, states: [0, 4], dateField: 'updated' as const, from: '2026-02-01', to: '', signOrder: '0' as const, q: 'nda', sort: 'name:asc', page: 1 };
    const search = filtersToSearch(filters);
    expect(search.toString()).toBe('folder=-1&tags=2%2C7&op=and&states=0%2C4&date=updated&from=2026-02-01&order=0&q=nda&sort=name%3Aasc&page=2');
    expect(filtersFromSearch(search)).toEqual(filters);
  });

  it('falls back to the defaults on malformed values', () => {
    expect(filtersFromSearch(new URLSearchParams('folder=abc&tags=x,-1&op=xor&states=9&date=nope&from=yesterday&order=2&sort=drop:table&page=-3'))).toEqual(defaultFilters);
  });
});

describe('hasActiveFilters and listQueryKey', () => {
  it('counts filters but not sort or page', () => {
    expect(hasActiveFilters({ ...defaultFilters, sort: 'name:asc', page: 3 })).toBe(false);
    expect(hasActiveFilters({ ...defaultFilters, q: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...defaultFilters, folderId: -1 })).toBe(true);
    expect(hasActiveFilters({ ...defaultFilters, dateField: 'created' })).toBe(false);
  });

  it('is equal for queries listing the same rows', () => {
    expect(listQueryKey({ ...base, q: 'a ' })).toBe(listQueryKey({ ...base, q: 'a' }));
    expect(listQueryKey({ ...base, q: 'a' })).not.toBe(listQueryKey({ ...base, q: 'b' }));
  });
});
