import { describe, expect, it } from 'vitest';
import { emptyRequiredInputs } from '@inkflow/core';

const field = (key: string, value: unknown, type = 'text') => ({ key: 'data_field', value: { key, value, type } });
const formBox = (inputs: { data_field_key: string; type: string; required?: boolean }[]) => ({ content: { inputs } });

describe('emptyRequiredInputs', () => {
  it('names required inputs whose data field is blank or absent', () => {
    const box = formBox([
      { data_field_key: 'name', type: 'text', required: true },
      { data_field_key: 'city', type: 'text', required: true },
      { data_field_key: 'note', type: 'text' },
    ]);
    expect(emptyRequiredInputs(box, [field('name', '  '), field('note', '')]).map((i) => i.data_field_key)).toEqual(['name', 'city']);
    expect(emptyRequiredInputs(box, [field('name', 'Ada'), field('city', 'Oslo')])).toEqual([]);
  });

  it('counts an unchecked required checkbox as empty', () => {
    const box = formBox([{ data_field_key: 'agree', type: 'checkbox', required: true }]);
    expect(emptyRequiredInputs(box, [field('agree', false, 'checkbox')])).toHaveLength(1);
    expect(emptyRequiredInputs(box, [field('agree', true, 'checkbox')])).toEqual([]);
  });

  it('finds nothing in a box without inputs', () => {
    expect(emptyRequiredInputs({ content: { nodes: [] } }, [])).toEqual([]);
    expect(emptyRequiredInputs({}, [])).toEqual([]);
  });
});
