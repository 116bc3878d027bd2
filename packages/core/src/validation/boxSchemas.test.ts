import { describe, expect, it } from 'vitest';
import { boxRuleViolation, computeProductTable, isBoxEmpty, isCheckboxUnchecked, normalizeBox, truncateColumnLabel, updateAgreementSchema, type BoxInput } from '@inkflow/core';

const parseBoxes = (boxes: unknown[], data: unknown[] = []) => updateAgreementSchema.safeParse({ checksum: 'c', boxes, data });
const boxes = (list: unknown[], data: unknown[] = []): BoxInput[] => {
  const parsed = parseBoxes(list, data);
  if (!parsed.success) throw new Error(parsed.error.message);
  return parsed.data.boxes!;
};
const columns = [{ key: 'name', label: 'Product', uuid: 'c1' }, { key: 'price', label: 'Price', uuid: 'c2' }];
const table = (rows: unknown[], cols: unknown[] = columns) => ({ type: 13, content: { rows }, config: { columns: cols } });
const field = (key: string, value: unknown, type?: string) => ({ key: 'data_field', value: { key, value, ...(type ? { type } : {}) } });

describe('box schemas', () => {
  it('keeps the Slate text box of the foundation', () => {
    expect(parseBoxes([{ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'Hi', bold: true }] }] } }]).success).toBe(true);
    expect(parseBoxes([{ type: 10, content: { nodes: [{ type: 'script', children: [] }] } }]).success).toBe(false);
  });

  it('accepts each box type in its shape and refuses unknown types', () => {
    const ok = [
      { type: 2, content: { start_date: '2026-01-01', end_date: '2027-01-01', notice_period: { amount: 3, unit: 'months' }, duration: null, initial_duration: { amount: 1, unit: 'years' } } },
      { type: 3, content: { asset_id: 7 } },
      { type: 4, content: { data: [{ key: 'file', value: { asset_id: 8, name: 'a.pdf', size: 1200 } }] }, config: { required: true } },
      { type: 12, content: { inputs: [{ data_field_key: 'company', type: 'text', required: true }] } },
      table([{ quantity: '2', price: '10.50', discount: '10', tax: '25' }]),
    ];
    expect(parseBoxes(ok, [field('company', 'Acme')]).success).toBe(true);
    for (const bad of [
      { type: 99, content: {} },
      { type: 2, content: { start_date: '1 Jan' } },
      { type: 3, content: { asset_id: 'x' } },
      { type: 4, content: { data: [{ key: 'file', value: { asset_id: 1 } }] } },
      { type: 12, content: { inputs: [{ data_field_key: 'a', type: 'colour' }] } },
      table([{ quantity: '1e3', price: '1' }]),
      table([{ quantity: '1', price: '1', discount: '101' }]),
      table([{ quantity: '-1', price: '1' }]),
      table([], [{ key: 'name', label: 'x' }]),
    ]) {
      expect(parseBoxes([bad]).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('validates data fields (§3) and keeps other data items', () => {
    expect(parseBoxes([], [{ key: 'data_field', value: { key: 'company' } }, { key: 'other', value: 1 }]).success).toBe(true);
    expect(parseBoxes([], [{ key: 'data_field', value: { name: 'no key' } }]).success).toBe(false);
    expect(parseBoxes([], [{ key: 'data_field', value: { key: 'x', required: 'yes' } }]).success).toBe(false);
  });
});

describe('box rules', () => {
  it('4013: the end date must be after the start date', () => {
    expect(boxRuleViolation(boxes([{ type: 2, content: { start_date: '2026-05-01', end_date: '2026-05-01' } }]), [])?.api_error_code).toBe(4013);
    expect(boxRuleViolation(boxes([{ type: 2, content: { start_date: '2026-05-01', end_date: '2026-04-01' } }]), [])?.api_error_code).toBe(4013);
    expect(boxRuleViolation(boxes([{ type: 2, content: { start_date: '2026-05-01', end_date: '2026-05-02' } }]), [])).toBeUndefined();
    expect(boxRuleViolation(boxes([{ type: 2, content: { start_date: '2026-05-01' } }]), [])).toBeUndefined();
  });

  it('4409: a product table needs at least one column', () => {
    expect(boxRuleViolation(boxes([table([], [])]), [])?.api_error_code).toBe(4409);
  });

  it('4405: product tables together must not exceed 1 trillion', () => {
    const half = table([{ quantity: '1', price: '500000000000' }]);
    expect(boxRuleViolation(boxes([half, half]), [])).toBeUndefined();
    const over = table([{ quantity: '1', price: '500000000000.01' }]);
    expect(boxRuleViolation(boxes([half, over]), [])?.api_error_code).toBe(4405);
    expect(boxRuleViolation(boxes([table([{ quantity: '1', price: '900000000000', tax: '25' }])]), [])?.api_error_code).toBe(4405);
  });

  it('a form input must be bound to an existing data field', () => {
    const input = { type: 12, content: { inputs: [{ data_field_key: 'missing', type: 'text' }] } };
    expect(boxRuleViolation(boxes([input]), [field('company', '')])).toMatchObject({ api_error_code: 'BAD_REQUEST' });
  });
});

describe('product table sums', () => {
  it('computes exact sums with discount and tax', () => {
    const { rows, sums } = computeProductTable([
      { quantity: '3', price: '19.99', discount: '10', tax: '25' },
      { quantity: '0.1', price: '0.2', discount: '0', tax: '0' },
    ]);
    expect(rows[0]).toEqual({ total: '59.97', discounted: '53.97', tax_1_amount: '13.49', incl_tax: '67.47', effective_unit_tax_1_amount: '4.50' });
    expect(rows[1]!.total).toBe('0.02');
    // 53.973 + 0.02 discounted, 13.49325 tax; rounded once at the end.
    expect(sums).toEqual({ total: '59.99', discounted: '53.99', tax_1_amount: '13.49', incl_tax: '67.49' });
  });

  it('stores sums and §9 truncated labels on normalize', () => {
    const [box] = boxes([table([{ quantity: 2, price: 5 }], [{ key: 'name', label: 'N'.repeat(60), uuid: 'a' }, { key: 'unit_price', label: 'P'.repeat(30), uuid: 'b' }])]);
    const stored = normalizeBox(box!) as { config: { columns: { label: string }[] }; store: { sums: { total: string } } };
    expect(stored.config.columns.map((c) => c.label.length)).toEqual([40, 20]);
    expect(stored.store.sums.total).toBe('10.00');
    expect(truncateColumnLabel({ key: 'description', label: 'D'.repeat(60) })).toHaveLength(60);
  });
});

describe('empty boxes (§5)', () => {
  it('text is empty without text; duration only when of agreement type 4', () => {
    const [empty, blank, full, duration, type4] = boxes([
      { type: 10, content: { nodes: [] } },
      { type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: ' ' }] }] } },
      { type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'x' }] }] } },
      { type: 2, content: {} },
      { type: 2, content: { agreement_type: 4, start_date: '2026-01-01' } },
    ]);
    expect([empty, blank, full, duration, type4].map((b) => isBoxEmpty(b!))).toEqual([true, true, false, false, true]);
  });

  it('other boxes are empty without data; required inputs follow the checkbox rule', () => {
    const data = [field('agree', false, 'checkbox'), field('name', 'Ada')];
    const [pdf, attachments, rows, checkbox, text] = boxes(
      [
        { type: 3, content: {} },
        { type: 4, content: { data: [] }, config: { required: true } },
        table([]),
        { type: 12, content: { inputs: [{ data_field_key: 'agree', type: 'checkbox', required: true }] } },
        { type: 12, content: { inputs: [{ data_field_key: 'name', type: 'text', required: true }] } },
      ],
      data,
    );
    expect([pdf, attachments, rows, checkbox, text].map((b) => isBoxEmpty(b!, data))).toEqual([true, true, true, true, false]);
    for (const unchecked of [0, '', false, null, undefined]) expect(isCheckboxUnchecked(unchecked)).toBe(true);
    expect(isCheckboxUnchecked(true)).toBe(false);
  });
});
