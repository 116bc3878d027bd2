// @vitest-environment jsdom
import { BoxType, type Agreement } from '@inkflow/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppI18n } from '../../i18n/createAppI18n.js';
import { useAgreementDraft, type AgreementDraft } from '../useAgreementDraft.js';
import { BoxListEditor } from './BoxListEditor.js';
import { collapsedSectionsKey } from './useCollapsedSections.js';
import { sampleEditorAgreement } from './sampleEditorAgreement.js';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const agreement = (insured: boolean): Agreement =>
  sampleEditorAgreement({
    boxes: [
      { id: 1, type: BoxType.Duration, content: { start_date: '2027-01-01' }, config: {} },
      { id: 2, type: BoxType.Attachments, content: { data: [] }, config: { visibility: { rule: { field: 'insured', operator: 'is_checked' } } } },
    ],
    boxOrder: [1, 2],
    data: [{ key: 'data_field', value: { key: 'insured', name: 'Insured', type: 'checkbox', value: insured } }],
  });

async function renderList(a: Agreement) {
  const state: { draft?: AgreementDraft } = {};
  function Harness() {
    const draft = useAgreementDraft(a, () => {});
    state.draft = draft;
    return <BoxListEditor draft={draft} agreement={a} />;
  }
  render(
    <I18nextProvider i18n={await createAppI18n('en')}>
      <Harness />
    </I18nextProvider>,
  );
  return state;
}

describe('BoxListEditor sections', () => {
  it('collapses sections, remembers them, and restores them when a section is hidden by its rule (§4)', async () => {
    await renderList(agreement(true));
    const first = screen.getByRole('region', { name: 'Section 1: Duration' });
    expect(within(first).getByLabelText('Start date')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Collapse section 1' }));
    expect(within(first).queryByLabelText('Start date')).toBeNull();
    expect(within(first).getByRole('button', { name: 'Expand section 1' }).getAttribute('aria-expanded')).toBe('false');
    expect(localStorage.getItem(collapsedSectionsKey(7))).toBe('[1]');
    cleanup();

    // Nothing hidden: every section starts expanded.
    await renderList(agreement(true));
    expect(screen.getByLabelText('Start date')).toBeTruthy();
    cleanup();

    // Section 2 hidden (insured unchecked): the stored collapsed ids come back.
    await renderList(agreement(false));
    expect(screen.queryByLabelText('Start date')).toBeNull();
    expect(screen.getByRole('button', { name: 'Expand section 1' })).toBeTruthy();
  });

  it('edits visibility rules per section and data fields below the sections, all in the draft', async () => {
    const state = await renderList(agreement(true));
    const second = screen.getByRole('region', { name: 'Section 2: Attachments' });
    expect(within(second).getByLabelText('Show section 2')).toBeTruthy();
    fireEvent.change(within(second).getByLabelText('Condition 1: comparison'), { target: { value: 'is_unchecked' } });
    expect(state.draft!.boxes[1]!.config).toEqual({ visibility: { rule: { all: [{ field: 'insured', operator: 'is_unchecked' }] } } });
    expect(within(second).getByText(/Hidden with the current data field values/)).toBeTruthy();

    const panel = screen.getByRole('region', { name: 'Data fields' });
    fireEvent.click(within(panel).getByLabelText('Value'));
    expect(state.draft!.data).toEqual([{ key: 'data_field', value: { key: 'insured', name: 'Insured', type: 'checkbox', value: false } }]);
    expect(within(second).queryByText(/Hidden with the current data field values/)).toBeNull();
    expect(state.draft!.dirty).toBe(true);
  });
});
