// @vitest-environment jsdom
import { BoxType, ParticipantRole, type Participant } from '@inkflow/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppI18n } from '../../i18n/createAppI18n.js';
import { BoxEditorHarness } from './BoxEditorHarness.js';
import type { EditorBox } from './EditorBox.js';
import { sampleEditorAgreement } from './sampleEditorAgreement.js';

afterEach(cleanup);

describe('FormInputBoxEditor', () => {
  it('adds inputs with their data fields, edits defaults and required, and removes them', async () => {
    const state: { box?: EditorBox; data?: unknown[] } = {};
    const other = { key: 'tenant_phone_other', value: 'kept' };
    render(
      <I18nextProvider i18n={await createAppI18n('en')}>
        <BoxEditorHarness
          agreement={sampleEditorAgreement()}
          box={BoxType.FormInput}
          data={[other, { key: 'data_field', value: { key: 'tenant_phone', name: 'Old', value: '' } }]}
          onState={(s) => Object.assign(state, s)}
        />
      </I18nextProvider>,
    );
    const add = screen.getByRole('button', { name: 'Add input' });
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('New input label'), { target: { value: 'Tenant phone' } });
    fireEvent.click(screen.getByLabelText('New input required'));
    fireEvent.click(add);
    fireEvent.change(screen.getByLabelText('New input label'), { target: { value: 'Home insurance' } });
    fireEvent.change(screen.getByLabelText('New input type'), { target: { value: 'checkbox' } });
    fireEvent.click(add);

    // The key comes from the label and is unique: tenant_phone is taken.
    expect(state.box!.content.inputs).toEqual([
      { data_field_key: 'tenant_phone_2', type: 'text', label: 'Tenant phone', required: true },
      { data_field_key: 'home_insurance', type: 'checkbox', label: 'Home insurance', required: false },
    ]);
    expect(state.data).toEqual([
      other,
      { key: 'data_field', value: { key: 'tenant_phone', name: 'Old', value: '' } },
      { key: 'data_field', value: { key: 'tenant_phone_2', name: 'Tenant phone', type: 'text', required: true, value: '' } },
      { key: 'data_field', value: { key: 'home_insurance', name: 'Home insurance', type: 'checkbox', required: false, value: false } },
    ]);

    const first = screen.getByRole('group', { name: 'Input 1' });
    fireEvent.change(within(first).getByLabelText('Default value'), { target: { value: '+46 70 123' } });
    fireEvent.click(within(first).getByLabelText('Required'));
    fireEvent.change(within(first).getByLabelText('Label'), { target: { value: 'Phone' } });
    const second = screen.getByRole('group', { name: 'Input 2' });
    fireEvent.click(within(second).getByLabelText('Default value'));
    expect(state.data![2]).toEqual({ key: 'data_field', value: { key: 'tenant_phone_2', name: 'Phone', type: 'text', required: false, value: '+46 70 123' } });
    expect(state.data![3]).toMatchObject({ value: { key: 'home_insurance', value: true } });
    expect(state.box!.content.inputs).toEqual([
      { data_field_key: 'tenant_phone_2', type: 'text', label: 'Phone', required: false },
      { data_field_key: 'home_insurance', type: 'checkbox', label: 'Home insurance', required: false },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove input Phone' }));
    expect(state.box!.content.inputs).toEqual([{ data_field_key: 'home_insurance', type: 'checkbox', label: 'Home insurance', required: false }]);
    // Its data field goes with it; other items and data fields stay.
    expect(state.data).toEqual([other, expect.objectContaining({ value: expect.objectContaining({ key: 'tenant_phone' }) }), expect.objectContaining({ value: expect.objectContaining({ key: 'home_insurance' }) })]);
  });

  it('assigns the section to a signatory or to the first signatory to sign, listing only enabled signatories', async () => {
    const state: { box?: EditorBox } = {};
    const person = (id: number, fullname: string, type: ParticipantRole, enabled = true) =>
      ({ id, fullname, email: `${fullname.toLowerCase()}@example.com`, type, signMethod: 0, companyName: null, individual: true, partyId: null, signedAt: null, declinedAt: null, enabled }) as Participant;
    const agreement = sampleEditorAgreement({
      participants: [person(11, 'Alice', ParticipantRole.Signatory), person(12, 'Victor', ParticipantRole.Viewer), person(13, 'Gone', ParticipantRole.Signatory, false), person(14, 'Bob', ParticipantRole.Signatory)],
    });
    render(
      <I18nextProvider i18n={await createAppI18n('en')}>
        <BoxEditorHarness agreement={agreement} box={BoxType.FormInput} onState={(s) => Object.assign(state, s)} />
      </I18nextProvider>,
    );
    const picker = screen.getByLabelText('Assigned to') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.text)).toEqual(['First signatory to sign', 'Alice (alice@example.com)', 'Bob (bob@example.com)']);
    expect(picker.value).toBe('first_signatory');
    fireEvent.change(picker, { target: { value: 'participant-14' } });
    expect(state.box!.config.assignee).toEqual({ participant_id: 14 });
    fireEvent.change(picker, { target: { value: 'first_signatory' } });
    expect(state.box!.config.assignee).toBe('first_signatory');
  });
});
