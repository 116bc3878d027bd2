import { listDateFields } from '@inkflow/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from './dashboardApi.js';
import { contractStates, hasActiveFilters, sortOptions, type DashboardView, type DateField, type ListFilters } from './listQuery.js';
import { SearchBox } from './SearchBox.js';

/** Props of FilterBar: the applied filters, the account's tags, the view, and where changes go. */
export interface FilterBarProps {
  filters: ListFilters;
  tags: Tag[];
  view: DashboardView;
  onChange(patch: Partial<ListFilters>): void;
  onClear(): void;
}

const toggle = (list: number[], item: number) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

/**
 * The list's filter bar (§7 filters): search by name (debounced), sort, tag chips (toggle
 * buttons with aria-pressed) with any/all and No tag, and behind More filters the status, date
 * range and sign order. Clear filters shows while any filter is active.
 */
export function FilterBar({ filters, tags, view, onChange, onClear }: FilterBarProps) {
  const { t } = useTranslation('workspace');
  const { t: tSign } = useTranslation('sign');
  const ids = { sort: useId(), op: useId(), date: useId(), from: useId(), to: useId(), order: useId(), more: useId() };
  const [open, setOpen] = useState(filters.states.length > 0 || filters.dateField !== '' || filters.signOrder !== '');

  return (
    <div className="filter-bar" role="search" aria-label={t('filters.label')}>
      <div className="filter-row">
        <SearchBox value={filters.q} label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} onSearch={(q) => onChange({ q })} />
        <div className="filter-field">
          <label htmlFor={ids.sort}>{t('filters.sort')}</label>
          <select id={ids.sort} value={filters.sort} onChange={(e) => onChange({ sort: e.target.value })}>
            {sortOptions.map((s) => (
              <option key={s} value={s}>
                {t(`filters.sortOptions.${s.replace(':', '_')}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button small" aria-expanded={open} aria-controls={ids.more} onClick={() => setOpen(!open)}>
          {t('filters.more')}
        </button>
        {hasActiveFilters(filters) && (
          <button type="button" className="button small" onClick={onClear}>
            {t('filters.clear')}
          </button>
        )}
      </div>

      <div className="filter-row tag-row" role="group" aria-label={t('filters.tags')}>
        <span className="filter-label" aria-hidden="true">
          {t('filters.tags')}
        </span>
        {tags.map((tag) => (
          <button
            key={tag.id}
            type="button"
            className="tag-chip"
            aria-pressed={filters.tagIds.includes(tag.id)}
            onClick={() => onChange({ tagIds: toggle(filters.tagIds, tag.id), noTag: false })}
          >
            {tag.name}
          </button>
        ))}
        <button type="button" className="tag-chip tag-none" aria-pressed={filters.noTag} onClick={() => onChange({ noTag: !filters.noTag, tagIds: [] })}>
          {t('filters.noTag')}
        </button>
        {filters.tagIds.length > 1 && (
          <span className="filter-field">
            <label htmlFor={ids.op}>{t('filters.tagOperator')}</label>
            <select id={ids.op} value={filters.tagOperator} onChange={(e) => onChange({ tagOperator: e.target.value === 'and' ? 'and' : 'or' })}>
              <option value="or">{t('filters.tagOr')}</option>
              <option value="and">{t('filters.tagAnd')}</option>
            </select>
          </span>
        )}
      </div>

      {open && (
        <div className="filter-row more-filters" id={ids.more}>
          {view !== 'templates' && (
            <fieldset className="state-filter">
              <legend>{t('filters.states')}</legend>
              {contractStates.map((state) => (
                <label key={state} className="checkbox">
                  <input type="checkbox" checked={filters.states.includes(state)} onChange={() => onChange({ states: toggle(filters.states, state) })} />
                  {tSign(`state.${state}`)}
                </label>
              ))}
            </fieldset>
          )}
          <div className="filter-field">
            <label htmlFor={ids.date}>{t('filters.dateField')}</label>
            <select id={ids.date} value={filters.dateField} onChange={(e) => onChange({ dateField: e.target.value as DateField })}>
              {(['', ...listDateFields] as const).map((field) => (
                <option key={field} value={field}>
                  {t(`filters.dateFields.${field}`)}
                </option>
              ))}
            </select>
          </div>
          {filters.dateField !== '' && (
            <>
              <div className="filter-field">
                <label htmlFor={ids.from}>{t('filters.from')}</label>
                <input id={ids.from} type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
              </div>
              <div className="filter-field">
                <label htmlFor={ids.to}>{t('filters.to')}</label>
                <input id={ids.to} type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
              </div>
            </>
          )}
          <div className="filter-field">
            <label htmlFor={ids.order}>{t('filters.signOrder')}</label>
            <select id={ids.order} value={filters.signOrder} onChange={(e) => onChange({ signOrder: e.target.value === '1' ? '1' : e.target.value === '0' ? '0' : '' })}>
              <option value="">{t('filters.signOrderAny')}</option>
              <option value="1">{t('filters.signOrderOn')}</option>
              <option value="0">{t('filters.signOrderOff')}</option>
            </select>
          </div>
        </div>
      )}
    </div>
  );
}
