/**
 * Which sections the sealed PDF leaves out (isSectionEmpty, §5 emptiness): blank text, a
 * duration of agreement type 4, a PDF box without a file, attachments and product tables
 * without items, a form box none of whose inputs holds a value; everything else is kept, and a
 * malformed stored box never throws.
 */
import { describe, expect, it } from 'vitest';
import { isSectionEmpty } from '../src/sealing/isSectionEmpty.js';

const box = (type: number, content: Record<string, unknown>) => ({ id: 1, type, content, config: {} });
const field = (key: string, value: unknown, type = 'text') => ({ key: 'data_field', value: { key, name: key, value, type } });

describe('isSectionEmpty', () => {
  it.each([
    ['blank text', box(10, { nodes: [{ type: 'paragraph', children: [{ text: '  ' }] }] }), true],
    ['text', box(10, { nodes: [{ type: 'paragraph', children: [{ text: 'Terms' }] }] }), false],
    ['a data-field placeholder', box(10, { nodes: [{ type: 'paragraph', children: [{ type: 'data-field', key: 'x', children: [{ text: '' }] }] }] }), false],
    ['duration of agreement type 4', box(2, { agreement_type: 4 }), true],
    ['duration without dates', box(2, {}), false],
    ['PDF without a file', box(3, {}), true],
    ['PDF with a file', box(3, { asset_id: 5 }), false],
    ['attachments without files', box(4, { data: [] }), true],
    ['product table without rows', box(13, { rows: [] }), true],
    ['product table with a row', box(13, { rows: [{ quantity: '1' }] }), false],
    ['a malformed box', box(12, { inputs: 'nope' }), true],
    ['an unknown type', box(99, {}), false],
  ])('%s: %s', (_name, section, empty) => {
    expect(isSectionEmpty(section, [])).toBe(empty);
  });

  it('keeps a form box as soon as one input holds a value', () => {
    const form = box(12, { inputs: [{ data_field_key: 'a', type: 'text' }, { data_field_key: 'b', type: 'checkbox' }] });
    expect(isSectionEmpty(form, [field('a', ''), field('b', false, 'checkbox')])).toBe(true);
    expect(isSectionEmpty(form, [field('a', 'PO-1'), field('b', false, 'checkbox')])).toBe(false);
    expect(isSectionEmpty(form, [field('a', ' '), field('b', true, 'checkbox')])).toBe(false);
    expect(isSectionEmpty(form, [])).toBe(true);
  });
});
