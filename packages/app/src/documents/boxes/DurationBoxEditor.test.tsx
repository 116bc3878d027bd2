// @vitest-environment jsdom
import { BoxType } from '@inkflow/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppI18n } from '../../i18n/createAppI18n.js';
import { BoxEditorHarness } from './BoxEditorHarness.js';
import type { EditorBox } from './EditorBox.js';
import { sampleEditorAgreement } from './sampleEditorAgreement.js';

afterEach(cleanup);

describe('DurationBoxEditor', () => {
  it('edits dates and periods, and shows the 4013 text while the end is not after the start', async () => {
    const state: { box?: EditorBox } = {};
    render(
      <I18nextProvider i18n={await createAppI18n('en')}>
        <BoxEditorHarness agreement={sampleEditorAgreement()} box={BoxType.Duration} onState={(s) => (state.box = s.box)} />
      </I18nextProvider>,
    );
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2027-01-01' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2027-01-01' } });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The end date must be after the expected start date');
    expect(screen.getByLabelText('End date').getAttribute('aria-describedby')).toBe(alert.id);
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2027-12-31' } });
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(screen.getByLabelText('Notice period: amount'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Initial duration: amount'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Initial duration: unit'), { target: { value: 'years' } });
    expect(state.box!.content).toEqual({
      start_date: '2027-01-01',
      end_date: '2027-12-31',
      duration: null,
      notice_period: { amount: 3, unit: 'months' },
      initial_duration: { amount: 1, unit: 'years' },
    });
    fireEvent.change(screen.getByLabelText('Notice period: amount'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '' } });
    expect(state.box!.content).toMatchObject({ end_date: null, notice_period: null });
  });
});
