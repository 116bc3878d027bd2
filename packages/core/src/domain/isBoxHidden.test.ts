import { describe, expect, it } from 'vitest';
import { isBoxHidden } from '@inkflow/core';

const data = [{ key: 'data_field', value: { key: 'plan', value: 'pro', type: 'text' } }];
const rule = (value: string) => ({ visibility: { rule: { field: 'plan', operator: 'equals', value } } });

describe('isBoxHidden', () => {
  it('shows a box without a visibility rule', () => {
    expect(isBoxHidden({ config: {} }, data)).toBe(false);
    expect(isBoxHidden({}, [])).toBe(false);
  });

  it('hides a box marked hidden or removed', () => {
    expect(isBoxHidden({ config: { visibility: { hidden: true } } }, data)).toBe(true);
    expect(isBoxHidden({ config: {}, _removed: true }, data)).toBe(true);
  });

  it('follows the visibility rule for the data', () => {
    expect(isBoxHidden({ config: rule('pro') }, data)).toBe(false);
    expect(isBoxHidden({ config: rule('basic') }, data)).toBe(true);
  });
});
