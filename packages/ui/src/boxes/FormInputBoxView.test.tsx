// @vitest-environment jsdom
import { createI18n } from '@inkflow/core';
import { BoxView, InkflowI18nProvider } from '@inkflow/ui';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleSectionsAgreement } from '../stories/sampleSectionsAgreement.js';

afterEach(cleanup);

async function facts(insured: unknown) {
  const agreement = sampleSectionsAgreement();
  agreement.data = agreement.data.map((item) => ((item as { value: { key: string } }).value.key === 'insured' ? { key: 'data_field', value: { key: 'insured', type: 'checkbox', value: insured } } : item));
  render(
    <InkflowI18nProvider i18n={await createI18n('en')}>
      <BoxView box={agreement.boxes.find((b) => b.id === 22)!} agreement={agreement} />
    </InkflowI18nProvider>,
  );
  const section = await screen.findByRole('region', { name: 'Form inputs' });
  const result = within(section)
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`);
  cleanup();
  return result;
}

describe('FormInputBoxView', () => {
  it('shows each label with its data field value, marking required inputs and empty values', async () => {
    expect(await facts(true)).toEqual(['Tenant phone (required)=+46 70 123 45 67', 'Move-in date=Not filled in', 'Home insurance=Checked']);
  });

  it('reads checkboxes with the §3 rule: 0, empty string, false and empty are unchecked', async () => {
    for (const value of [0, '', false, null, '0']) expect((await facts(value))[2]).toBe('Home insurance=Not checked');
    expect((await facts(1))[2]).toBe('Home insurance=Checked');
  });
});

describe('FormInputBoxView fill mode', () => {
  async function showFill(values: ReadonlyMap<string, unknown>, disabled = false) {
    const agreement = sampleSectionsAgreement();
    const form = agreement.boxes.find((b) => b.id === 22)!;
    const box = { ...form, content: { inputs: [...((form.content as { inputs: unknown[] }).inputs), { data_field_key: 'rooms', type: 'number', label: 'Rooms' }] } };
    const changes: [string, unknown][] = [];
    render(
      <InkflowI18nProvider i18n={await createI18n('en')}>
        <BoxView box={box} agreement={agreement} fill={{ values, disabled, participantId: 12, anySignature: false, onChange: (key, value) => changes.push([key, value]) }} />
      </InkflowI18nProvider>,
    );
    const section = await screen.findByRole('region', { name: 'Fill in before signing' });
    return { section, changes };
  }

  it('renders a labelled input of each type, required ones marked and required, values from the edits else the data', async () => {
    const { section } = await showFill(new Map([['move_in', '2027-02-01']]));
    const phone = within(section).getByLabelText('Tenant phone (required)') as HTMLInputElement;
    expect([phone.type, phone.value, phone.required]).toEqual(['text', '+46 70 123 45 67', true]);
    const moveIn = within(section).getByLabelText('Move-in date') as HTMLInputElement;
    expect([moveIn.type, moveIn.value, moveIn.required]).toEqual(['date', '2027-02-01', false]);
    const insured = within(section).getByRole('checkbox', { name: 'Home insurance' }) as HTMLInputElement;
    expect(insured.checked).toBe(false);
    expect((within(section).getByLabelText('Rooms') as HTMLInputElement).type).toBe('number');
    expect(within(section).queryByRole('term')).toBeNull();
  });

  it('reports edits in the §3 shapes: text, a number (null when cleared), a boolean', async () => {
    const { section, changes } = await showFill(new Map());
    fireEvent.change(within(section).getByLabelText('Tenant phone (required)'), { target: { value: '+46 8 1234' } });
    fireEvent.change(within(section).getByLabelText('Rooms'), { target: { value: '3' } });
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Home insurance' }));
    expect(changes).toEqual([['tenant_phone', '+46 8 1234'], ['rooms', 3], ['insured', true]]);
  });

  it('disables every input while a call runs', async () => {
    const { section } = await showFill(new Map(), true);
    for (const input of section.querySelectorAll('input')) expect(input.disabled).toBe(true);
  });

  it("shows a section assigned to another participant, or a first-signatory one after a signature, read-only", async () => {
    const agreement = sampleSectionsAgreement();
    const form = agreement.boxes.find((b) => b.id === 22)!;
    const cases: [unknown, boolean][] = [
      [{ participant_id: 99 }, false],
      ['first_signatory', true],
    ];
    for (const [assignee, anySignature] of cases) {
      render(
        <InkflowI18nProvider i18n={await createI18n('en')}>
          <BoxView box={{ ...form, config: { ...form.config, assignee } }} agreement={agreement} fill={{ values: new Map(), participantId: 12, anySignature, onChange: () => {} }} />
        </InkflowI18nProvider>,
      );
      const section = await screen.findByRole('region', { name: 'Form inputs' });
      expect(section.querySelectorAll('input')).toHaveLength(0);
      expect(within(section).getAllByRole('term').map((dt) => dt.textContent)).toContain('Tenant phone (required)');
      cleanup();
    }
    render(
      <InkflowI18nProvider i18n={await createI18n('en')}>
        <BoxView box={{ ...form, config: { ...form.config, assignee: { participant_id: 12 } } }} agreement={agreement} fill={{ values: new Map(), participantId: 12, anySignature: true, onChange: () => {} }} />
      </InkflowI18nProvider>,
    );
    expect(within(await screen.findByRole('region', { name: 'Fill in before signing' })).getByLabelText('Tenant phone (required)')).toBeTruthy();
  });
});
