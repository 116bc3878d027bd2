import { describe, expect, it } from 'vitest';
import { formInputAssignee, mayFillFormBox, updateAgreementSchema } from '@inkflow/core';

const formBox = (config?: unknown) => ({ type: 12, content: { inputs: [{ data_field_key: 'company', type: 'text' }] }, ...(config === undefined ? {} : { config }) });
const data = [{ key: 'data_field', value: { key: 'company', value: null } }];
const parses = (config: unknown) => updateAgreementSchema.safeParse({ checksum: 'c', boxes: [formBox(config)], data }).success;

describe('form input assignment', () => {
  it('takes a participant or the first signatory as config.assignee and refuses anything else', () => {
    expect(parses({ assignee: { participant_id: 7 } })).toBe(true);
    expect(parses({ assignee: 'first_signatory' })).toBe(true);
    expect(parses({})).toBe(true);
    for (const bad of ['anyone', { participant_id: 0 }, { participant_id: 'x' }, { participant_id: 1, extra: true }, 3]) {
      expect(parses({ assignee: bad }), JSON.stringify(bad)).toBe(false);
    }
  });

  it('treats a box without an assignee as the first signatory', () => {
    expect(formInputAssignee(formBox())).toBe('first_signatory');
    expect(formInputAssignee(formBox({ assignee: { participant_id: 4 } }))).toEqual({ participant_id: 4 });
  });

  it('lets only the assigned participant fill, and the first signatory inputs only before any signature', () => {
    const mine = formBox({ assignee: { participant_id: 4 } });
    expect(mayFillFormBox(mine, 4, false)).toBe(true);
    expect(mayFillFormBox(mine, 4, true)).toBe(true);
    expect(mayFillFormBox(mine, 5, false)).toBe(false);
    const first = formBox({ assignee: 'first_signatory' });
    expect(mayFillFormBox(first, 5, false)).toBe(true);
    expect(mayFillFormBox(first, 5, true)).toBe(false);
  });
});
