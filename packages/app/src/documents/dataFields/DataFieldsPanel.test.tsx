// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppI18n } from '../../i18n/createAppI18n.js';
import { DataFieldsPanel } from './DataFieldsPanel.js';

afterEach(cleanup);

function Harness({ initial, onData }: { initial: unknown[]; onData(data: unknown[]): void }) {
  const [data, setData] = useState(initial);
  return (
    <DataFieldsPanel
      data={data}
      onDataChange={(next) => {
        setData(next);
        onData(next);
      }}
    />
  );
}

describe('DataFieldsPanel', () => {
  it('adds, edits and removes data fields, keeping other data items', async () => {
    let data: unknown[] = [];
    const other = { key: 'signing_note', value: { text: 'x' } };
    render(
      <I18nextProvider i18n={await createAppI18n('en')}>
        <Harness initial={[other]} onData={(d) => (data = d)} />
      </I18nextProvider>,
    );
    expect(screen.getByText('No data fields yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add data field' }));
    const field = within(screen.getByRole('group', { name: 'Data field 1' }));
    fireEvent.change(field.getByLabelText('Key'), { target: { value: 'plan' } });
    fireEvent.change(field.getByLabelText('Name'), { target: { value: 'Plan' } });
    fireEvent.change(field.getByLabelText('Type'), { target: { value: 'select' } });
    fireEvent.change(field.getByLabelText('Value'), { target: { value: 'premium' } });
    fireEvent.change(field.getByLabelText('External key'), { target: { value: 'crm.plan' } });
    fireEvent.click(field.getByLabelText('Required'));
    expect(data).toEqual([other, { key: 'data_field', value: { key: 'plan', name: 'Plan', type: 'select', required: true, value: 'premium', externalKey: 'crm.plan' } }]);

    fireEvent.change(field.getByLabelText('Type'), { target: { value: 'checkbox' } });
    expect((field.getByLabelText('Value') as HTMLInputElement).type).toBe('checkbox');
    fireEvent.click(field.getByLabelText('Value'));
    expect(data[1]).toMatchObject({ value: { type: 'checkbox', value: true } });

    fireEvent.click(screen.getByRole('button', { name: 'Remove data field Plan' }));
    expect(data).toEqual([other]);
  });

  it('shows an error for a blank or repeated key', async () => {
    render(
      <I18nextProvider i18n={await createAppI18n('en')}>
        <Harness initial={[{ key: 'data_field', value: { key: 'a' } }, { key: 'data_field', value: { key: 'b' } }]} onData={() => {}} />
      </I18nextProvider>,
    );
    const second = within(screen.getByRole('group', { name: 'Data field 2' }));
    fireEvent.change(second.getByLabelText('Key'), { target: { value: 'a' } });
    expect(second.getByLabelText('Key').getAttribute('aria-invalid')).toBe('true');
    expect(second.getByText('Another data field already has this key')).toBeTruthy();
    fireEvent.change(second.getByLabelText('Key'), { target: { value: ' ' } });
    expect(second.getByText('Key is required')).toBeTruthy();
    fireEvent.change(second.getByLabelText('Key'), { target: { value: 'c' } });
    expect(second.getByLabelText('Key').hasAttribute('aria-invalid')).toBe(false);
  });
});
