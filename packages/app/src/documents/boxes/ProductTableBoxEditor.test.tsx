// @vitest-environment jsdom
import { BoxType } from '@inkflow/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppI18n } from '../../i18n/createAppI18n.js';
import { BoxEditorHarness } from './BoxEditorHarness.js';
import type { EditorBox } from './EditorBox.js';
import { sampleEditorAgreement } from './sampleEditorAgreement.js';

afterEach(cleanup);

async function renderTable() {
  const state: { box?: EditorBox } = {};
  render(
    <I18nextProvider i18n={await createAppI18n('en')}>
      <BoxEditorHarness agreement={sampleEditorAgreement()} box={BoxType.ProductTable} onState={(s) => (state.box = s.box)} />
    </I18nextProvider>,
  );
  return state;
}
const sums = () => {
  const list = screen.getByLabelText('Sums');
  return Object.fromEntries(within(list).getAllByRole('term').map((dt: HTMLElement) => [dt.textContent, dt.nextElementSibling!.textContent]));
};

describe('ProductTableBoxEditor', () => {
  it('adds a product and sums it exactly: 3 × 19.99 at 25 % tax is 74.96', async () => {
    const state = await renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    fireEvent.change(screen.getByLabelText('Product 1: Product'), { target: { value: 'Cleaning' } });
    fireEvent.change(screen.getByLabelText('Product 1: Quantity'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Product 1: Price'), { target: { value: '19.99' } });
    fireEvent.change(screen.getByLabelText('Product 1: Tax %'), { target: { value: '25' } });
    expect(sums()).toEqual({ Total: '59.97', 'After discount': '59.97', Tax: '14.99', 'Total incl. tax': '74.96' });
    expect(screen.getAllByRole('row')[1]!.textContent).toContain('74.96');
    expect(state.box!.content.rows).toEqual([expect.objectContaining({ cells: { name: 'Cleaning' }, quantity: '3', price: '19.99', discount: '0', tax: '25' })]);

    // 0.1 + 0.2 style sums stay exact: a second row of 0.1 and a third of 0.2.
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    fireEvent.change(screen.getByLabelText('Product 2: Price'), { target: { value: '0.1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    fireEvent.change(screen.getByLabelText('Product 3: Price'), { target: { value: '0.2' } });
    expect(sums().Total).toBe('60.27');
    fireEvent.click(screen.getByRole('button', { name: 'Remove product 1' }));
    expect(sums()).toEqual({ Total: '0.30', 'After discount': '0.30', Tax: '0.00', 'Total incl. tax': '0.30' });
  });

  it('marks an invalid number and keeps summing the rest; shows 4405 above 1 trillion', async () => {
    await renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    const price = screen.getByLabelText('Product 1: Price');
    fireEvent.change(price, { target: { value: '12,5' } });
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(sums().Total).toBe('0.00');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(price, { target: { value: '1000000000000' } });
    expect(screen.queryByRole('alert')).toBeNull(); // exactly 1 trillion is allowed
    fireEvent.change(price, { target: { value: '1000000000000.01' } });
    expect(screen.getByRole('alert').textContent).toBe('Product total exceeds the 1 trillion limit');
  });

  it('edits columns, shows §9-cut labels, and refuses to remove the last column with 4409', async () => {
    const state = await renderTable();
    const columns = screen.getByRole('list', { name: 'Columns' });
    expect(within(columns).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Column 3 label'), { target: { value: 'Monthly price excluding VAT' } });
    expect(screen.getByText('Shown as “Monthly price exclud”')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add column' }));
    fireEvent.change(screen.getByLabelText('Column 4 label'), { target: { value: 'Color' } });
    expect(state.box!.config.columns).toEqual([
      expect.objectContaining({ key: 'name' }),
      expect.objectContaining({ key: 'quantity' }),
      expect.objectContaining({ key: 'price', label: 'Monthly price excluding VAT' }),
      expect.objectContaining({ key: 'column_4', label: 'Color' }),
    ]);
    for (const name of ['Remove column Product', 'Remove column Quantity', 'Remove column Monthly price excluding VAT']) fireEvent.click(screen.getByRole('button', { name }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove column Color' }));
    expect(screen.getByRole('alert').textContent).toBe('At least one product table column is needed');
    expect(state.box!.config.columns).toHaveLength(1);
  });
});
