// @vitest-environment jsdom
import { BoxType } from '@inkflow/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EditorBox } from './EditorBox.js';
import { collapsedSectionsKey, useCollapsedSections } from './useCollapsedSections.js';

const box = (id: number | undefined, key: string, config: Record<string, unknown> = {}): EditorBox => ({ key, ...(id !== undefined ? { id } : {}), type: BoxType.Text, content: { nodes: [] }, config });
const conditional = box(3, 'box-3', { visibility: { rule: { field: 'insured', operator: 'is_checked' } } });
const boxes = [box(1, 'box-1'), box(2, 'box-2'), conditional, box(undefined, 'new-1')];
const insured = (value: boolean) => [{ key: 'data_field', value: { key: 'insured', type: 'checkbox', value } }];

afterEach(() => localStorage.clear());

describe('useCollapsedSections', () => {
  it('stores the collapsed saved boxes by id under the prefixed key', () => {
    const { result } = renderHook(() => useCollapsedSections(7, boxes, insured(true)));
    expect(result.current.isCollapsed(boxes[0]!)).toBe(false);
    act(() => result.current.toggle(boxes[0]!));
    act(() => result.current.toggle(boxes[3]!));
    expect(result.current.isCollapsed(boxes[0]!)).toBe(true);
    expect(result.current.isCollapsed(boxes[3]!)).toBe(true);
    expect(localStorage.getItem('inkflow.collapsedSections.7')).toBe('[1]');
    act(() => result.current.toggle(boxes[0]!));
    expect(result.current.isCollapsed(boxes[0]!)).toBe(false);
    expect(localStorage.getItem(collapsedSectionsKey(7))).toBe('[]');
  });

  it('restores them on load only when a section is hidden by its visibility rule (§4)', () => {
    localStorage.setItem(collapsedSectionsKey(7), '[2, 99, "x"]');
    const hidden = renderHook(() => useCollapsedSections(7, boxes, insured(false)));
    expect(boxes.map((b) => hidden.result.current.isCollapsed(b))).toEqual([false, true, false, false]);
    const allVisible = renderHook(() => useCollapsedSections(7, boxes, insured(true)));
    expect(boxes.map((b) => allVisible.result.current.isCollapsed(b))).toEqual([false, false, false, false]);
    // Other agreements keep their own list.
    const other = renderHook(() => useCollapsedSections(8, boxes, insured(false)));
    expect(boxes.some((b) => other.result.current.isCollapsed(b))).toBe(false);
  });

  it('survives unreadable or unavailable storage', () => {
    localStorage.setItem(collapsedSectionsKey(7), '{not json');
    const { result } = renderHook(() => useCollapsedSections(7, boxes, insured(false)));
    expect(boxes.some((b) => result.current.isCollapsed(b))).toBe(false);
    const failing = { getItem: () => null, setItem: () => { throw new Error('quota'); } } as unknown as Storage;
    const { result: r2 } = renderHook(() => useCollapsedSections(7, boxes, [], failing));
    act(() => r2.current.toggle(boxes[1]!));
    expect(r2.current.isCollapsed(boxes[1]!)).toBe(true);
  });
});
