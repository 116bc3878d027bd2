// @vitest-environment jsdom
import { createI18n, type Box } from '@inkflow/core';
import { BoxView, InkflowI18nProvider } from '@inkflow/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleSectionsAgreement } from '../stories/sampleSectionsAgreement.js';

afterEach(cleanup);

async function renderTable(withStore: boolean, edit?: (box: Box) => Box) {
  const agreement = sampleSectionsAgreement({ withStore });
  const box = agreement.boxes.find((b) => b.id === 23)!;
  render(
    <InkflowI18nProvider i18n={await createI18n('en')}>
      <BoxView box={edit ? edit(box) : box} agreement={agreement} />
    </InkflowI18nProvider>,
  );
  return within(await screen.findByRole('table'));
}
const sums = (table: ReturnType<typeof within>) => table.getAllByRole('rowheader').map((th: HTMLElement) => `${th.textContent}=${th.nextElementSibling?.textContent}`);

describe('ProductTableBoxView', () => {
  it('shows the rows, §9-cut labels and the exact decimal sums computed without a store', async () => {
    const table = await renderTable(false);
    const headers = table.getAllByRole('columnheader').map((th) => th.textContent);
    // "Appliance or service" fits the 40 characters of the name label; "Monthly price" fits 20.
    expect(headers).toEqual(['Appliance or service', 'Quantity', 'Monthly price', 'Discount %', 'Tax %', 'Total incl. tax']);
    expect(table.getAllByRole('row')[2]!.textContent).toBe('Cleaning, per visit319.99025' + '74.96');
    expect(sums(table)).toEqual(['Total=5,058.97', 'After discount=4,559.07', 'Tax=1,139.77', 'Total incl. tax=5,698.84']);
  });

  it('prefers the server store and cuts a long price label to 20 characters', async () => {
    const table = await renderTable(true, (box) => ({
      ...box,
      config: { columns: [{ key: 'name', label: 'Item', uuid: 'c1' }, { key: 'unit_price', label: 'Price per unit excluding VAT', uuid: 'c2' }] },
      store: { ...(box.store as object), sums: { total: '1.00', discounted: '2.00', incl_tax: '3.00', tax_1_amount: '4.00' } },
    }));
    expect(table.getByRole('columnheader', { name: 'Price per unit exclu' })).toBeTruthy();
    expect(sums(table)).toEqual(['Total=1.00', 'After discount=2.00', 'Tax=4.00', 'Total incl. tax=3.00']);
  });
});
