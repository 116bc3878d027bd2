import { describe, expect, it } from 'vitest';
import { evaluateVisibilityRule, isBoxVisible, isVisibilityRule, updateAgreementSchema, visibilityRuleSchema, type VisibilityRule } from '@inkflow/core';

const field = (key: string, value: unknown, type?: string) => ({ key: 'data_field', value: { key, value, ...(type ? { type } : {}) } });
const data = [field('plan', 'premium', 'select'), field('insured', false, 'checkbox'), field('pets', '1', 'checkbox'), field('note', '  ', 'text'), field('seats', 3, 'number')];
const holds = (rule: VisibilityRule) => evaluateVisibilityRule(rule, data);

describe('visibility rules (§3 config.visibility.rule)', () => {
  it('compares values as text', () => {
    expect(holds({ field: 'plan', operator: 'equals', value: 'premium' })).toBe(true);
    expect(holds({ field: 'plan', operator: 'equals', value: 'basic' })).toBe(false);
    expect(holds({ field: 'plan', operator: 'not_equals', value: 'basic' })).toBe(true);
    expect(holds({ field: 'seats', operator: 'equals', value: '3' })).toBe(true);
  });

  it('treats blank text and missing fields as empty', () => {
    expect(holds({ field: 'note', operator: 'is_empty' })).toBe(true);
    expect(holds({ field: 'missing', operator: 'is_empty' })).toBe(true);
    expect(holds({ field: 'plan', operator: 'is_not_empty' })).toBe(true);
    expect(holds({ field: 'missing', operator: 'equals', value: '' })).toBe(true);
  });

  it('reads checkboxes with the §3 rule (0, empty string, false, empty are unchecked)', () => {
    expect(holds({ field: 'insured', operator: 'is_checked' })).toBe(false);
    expect(holds({ field: 'insured', operator: 'is_unchecked' })).toBe(true);
    expect(holds({ field: 'insured', operator: 'is_empty' })).toBe(true);
    expect(holds({ field: 'pets', operator: 'is_checked' })).toBe(true);
    expect(holds({ field: 'missing', operator: 'is_unchecked' })).toBe(true);
    for (const value of [0, '', false, null, '0']) expect(evaluateVisibilityRule({ field: 'x', operator: 'is_checked' }, [field('x', value, 'checkbox')])).toBe(false);
    expect(evaluateVisibilityRule({ field: 'x', operator: 'is_checked' }, [field('x', true, 'checkbox')])).toBe(true);
  });

  it('combines rules with all and any', () => {
    const premium = { field: 'plan', operator: 'equals', value: 'premium' } as const;
    const insured = { field: 'insured', operator: 'is_checked' } as const;
    expect(holds({ all: [premium, insured] })).toBe(false);
    expect(holds({ any: [premium, insured] })).toBe(true);
    expect(holds({ all: [premium, { any: [insured, { field: 'pets', operator: 'is_checked' }] }] })).toBe(true);
    expect(holds({ all: [] })).toBe(true);
    expect(holds({ any: [] })).toBe(false);
  });

  it('shows boxes without a rule or with a malformed stored rule, hides those whose rule is false', () => {
    expect(isBoxVisible({ config: {} }, data)).toBe(true);
    expect(isBoxVisible({}, data)).toBe(true);
    expect(isBoxVisible({ config: { visibility: { rule: { field: 'insured', operator: 'is_checked' } } } }, data)).toBe(false);
    expect(isBoxVisible({ config: { visibility: { rule: { field: 'plan', operator: 'equals', value: 'premium' } } } }, data)).toBe(true);
    expect(isBoxVisible({ config: { visibility: { rule: { field: 'plan', operator: 'bigger' } } } }, data)).toBe(true);
  });

  it('refuses malformed rules when saving boxes', () => {
    expect(visibilityRuleSchema.safeParse({ field: '', operator: 'equals' }).success).toBe(false);
    expect(visibilityRuleSchema.safeParse({ all: [{ field: 'a', operator: 'nope' }] }).success).toBe(false);
    const save = (config: unknown, type = 10, content: unknown = { nodes: [] }) => updateAgreementSchema.safeParse({ checksum: 'c', boxes: [{ type, content, config }] }).success;
    expect(save({ visibility: { rule: { any: [{ field: 'plan', operator: 'equals', value: 'x' }] } } })).toBe(true);
    expect(save({ visibility: { rule: { field: 'plan', operator: 'greater_than' } } })).toBe(false);
    expect(save({ visibility: { rule: 'plan == x' } })).toBe(false);
    const columns = [{ key: 'name', label: 'Product', uuid: 'c1' }];
    expect(save({ columns, visibility: { rule: { field: 'plan', operator: 'is_empty' } } }, 13, { rows: [] })).toBe(true);
    expect(save({ columns, visibility: { rule: { field: 'plan' } } }, 13, { rows: [] })).toBe(false);
  });

  it('checks shapes without zod exactly as the save schema does', () => {
    const candidates: unknown[] = [
      { field: 'a', operator: 'equals', value: 'x' },
      { field: 'a', operator: 'is_empty' },
      { field: 'a', operator: 'is_empty', extra: 1 },
      { field: '', operator: 'is_empty' },
      { field: 'a', operator: 'equals', value: 3 },
      { all: [{ field: 'a', operator: 'is_checked' }, { any: [] }] },
      { all: [{ field: 'a', operator: 'nope' }] },
      { all: [], any: [] },
      { any: 'x' },
      null,
      'a == b',
    ];
    for (const c of candidates) expect(isVisibilityRule(c), JSON.stringify(c)).toBe(visibilityRuleSchema.safeParse(c).success);
  });
});
