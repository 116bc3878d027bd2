// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppI18n } from '../i18n/createAppI18n.js';
import { FilterBar } from './FilterBar.js';
import { defaultFilters, type ListFilters } from './listQuery.js';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createAppI18n('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const tags = [
  { id: 1, name: 'Urgent' },
  { id: 2, name: 'VIP' },
];

function renderBar(filters: Partial<ListFilters> = {}) {
  const onChange = vi.fn();
  const onClear = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <FilterBar filters={{ ...defaultFilters, ...filters }} tags={tags} view="contracts" onChange={onChange} onClear={onClear} />
    </I18nextProvider>,
  );
  return { onChange, onClear };
}

describe('FilterBar', () => {
  it('searches 300 ms after the last keystroke, once', () => {
    vi.useFakeTimers();
    const { onChange } = renderBar();
    const box = screen.getByLabelText('Search by name');
    fireEvent.change(box, { target: { value: 'le' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'lease' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ q: 'lease' });
  });

  it('toggles tag chips (aria-pressed), No tag drops chosen tags, and the operator shows for two tags', () => {
    const { onChange } = renderBar({ tagIds: [1] });
    expect(screen.getByRole('button', { name: 'Urgent' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'VIP' }));
    expect(onChange).toHaveBeenLastCalledWith({ tagIds: [1, 2], noTag: false });
    fireEvent.click(screen.getByRole('button', { name: 'Urgent' }));
    expect(onChange).toHaveBeenLastCalledWith({ tagIds: [], noTag: false });
    fireEvent.click(screen.getByRole('button', { name: 'No tag' }));
    expect(onChange).toHaveBeenLastCalledWith({ noTag: true, tagIds: [] });
    expect(screen.queryByLabelText('Match')).toBeNull();
    cleanup();
    renderBar({ tagIds: [1, 2] });
    expect((screen.getByLabelText('Match') as HTMLSelectElement).value).toBe('or');
  });

  it('shows status, date range and sign order under More filters, and Clear filters only when filtered', () => {
    const { onChange } = renderBar();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Signed' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More filters' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Signed' }));
    expect(onChange).toHaveBeenLastCalledWith({ states: [4] });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: 'created' } });
    expect(onChange).toHaveBeenLastCalledWith({ dateField: 'created' });
    fireEvent.change(screen.getByLabelText('Sign order'), { target: { value: '1' } });
    expect(onChange).toHaveBeenLastCalledWith({ signOrder: '1' });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name:asc' } });
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'name:asc' });
    expect(screen.getByRole('option', { name: 'Name A–Z' })).toBeTruthy();
    cleanup();
    const filtered = renderBar({ states: [4], dateField: 'created', from: '2026-01-01' });
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-01-01');
    expect((screen.getByRole('checkbox', { name: 'Signed' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(filtered.onClear).toHaveBeenCalledTimes(1);
  });
});
