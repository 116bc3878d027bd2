// @vitest-environment jsdom
import { BoxType } from '@inkflow/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppI18n } from '../../i18n/createAppI18n.js';
import { emptyBox, type EditorBox } from './EditorBox.js';
import { VisibilityRuleEditor } from './VisibilityRuleEditor.js';

afterEach(cleanup);

const data = [
  { key: 'data_field', value: { key: 'plan', name: 'Plan', type: 'select', value: 'basic' } },
  { key: 'data_field', value: { key: 'insured', name: 'Insured', type: 'checkbox', value: true } },
];

async function renderEditor(initial: EditorBox, fields: unknown[] = data) {
  const state = { box: initial };
  function Harness() {
    const [box, setBox] = useState(initial);
    state.box = box;
    return <VisibilityRuleEditor box={box} data={fields} onChange={setBox} n={2} />;
  }
  render(
    <I18nextProvider i18n={await createAppI18n('en')}>
      <Harness />
    </I18nextProvider>,
  );
  return state;
}

describe('VisibilityRuleEditor', () => {
  it('builds an all/any rule of conditions over data fields and clears it with Always', async () => {
    const state = await renderEditor({ ...emptyBox(BoxType.Text), config: { other: 1 } });
    fireEvent.change(screen.getByLabelText('Show section 2'), { target: { value: 'all' } });
    expect(state.box.config).toEqual({ other: 1, visibility: { rule: { all: [{ field: 'plan', operator: 'is_not_empty' }] } } });
    expect(screen.queryByText(/Hidden with the current data field values/)).toBeNull();

    const first = within(screen.getByRole('group', { name: 'Condition 1' }));
    fireEvent.change(first.getByLabelText('Condition 1: comparison'), { target: { value: 'equals' } });
    fireEvent.change(first.getByLabelText('Condition 1: value'), { target: { value: 'premium' } });
    // plan is basic: the section is hidden for now.
    expect(screen.getByText(/Hidden with the current data field values/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    const second = within(screen.getByRole('group', { name: 'Condition 2' }));
    fireEvent.change(second.getByLabelText('Condition 2: data field'), { target: { value: 'insured' } });
    fireEvent.change(second.getByLabelText('Condition 2: comparison'), { target: { value: 'is_checked' } });
    fireEvent.change(screen.getByLabelText('Show section 2'), { target: { value: 'any' } });
    expect(state.box.config).toEqual({
      other: 1,
      visibility: { rule: { any: [{ field: 'plan', operator: 'equals', value: 'premium' }, { field: 'insured', operator: 'is_checked' }] } },
    });
    expect(screen.queryByText(/Hidden with the current data field values/)).toBeNull();

    fireEvent.change(screen.getByLabelText('Show section 2'), { target: { value: 'always' } });
    expect(state.box.config).toEqual({ other: 1 });
  });

  it('removing the last condition shows the section always; without data fields only Always is offered', async () => {
    const state = await renderEditor({ ...emptyBox(BoxType.Text), config: { visibility: { rule: { field: 'insured', operator: 'is_unchecked' } } } });
    expect(screen.getByText(/Hidden with the current data field values/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove condition 1' }));
    expect(state.box.config).toEqual({});
    cleanup();
    await renderEditor(emptyBox(BoxType.Text), []);
    expect(screen.getByText('Add a data field first to make this section conditional.')).toBeTruthy();
    expect((screen.getByRole('option', { name: 'When all conditions hold' }) as HTMLOptionElement).disabled).toBe(true);
  });
});
