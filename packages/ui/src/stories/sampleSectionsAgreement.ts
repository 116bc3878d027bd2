import { BoxType, type Agreement } from '@inkflow/core';
import { sampleAgreement, type SampleAgreementOptions } from './sampleAgreement.js';

/** Overrides of sampleSectionsAgreement. */
export interface SampleSectionsOptions extends SampleAgreementOptions {
  /** The `insured` checkbox data field; the insurance section is shown only when it is checked. Default false. */
  insured?: boolean;
  /** Give the product table its server-computed `store`. Default true. */
  withStore?: boolean;
}

/**
 * sampleAgreement plus one section of each data type (§3 Box): a duration (id 20), attachments
 * (21), a form bound to data fields (22), a product table (23) and a text section (24) visible
 * only when the `insured` checkbox data field is checked (config.visibility.rule).
 */
export function sampleSectionsAgreement({ insured = false, withStore = true, ...options }: SampleSectionsOptions = {}): Agreement {
  const base = sampleAgreement(options);
  const rows = [
    { uuid: 'r1', cells: { name: 'Washing machine' }, quantity: '1', price: '4999.00', discount: '10', tax: '25' },
    { uuid: 'r2', cells: { name: 'Cleaning, per visit' }, quantity: '3', price: '19.99', discount: '0', tax: '25' },
  ];
  return {
    ...base,
    boxes: [
      ...base.boxes,
      {
        id: 20,
        type: BoxType.Duration,
        content: { start_date: '2027-01-01', end_date: '2027-12-31', duration: { amount: 12, unit: 'months' }, notice_period: { amount: 3, unit: 'months' }, initial_duration: null },
        config: {},
      },
      {
        id: 21,
        type: BoxType.Attachments,
        content: {
          data: [
            { key: 'file', value: { asset_id: 31, name: 'floor-plan.pdf', size: 284_300 } },
            { key: 'file', value: { asset_id: 32, name: 'inventory.png', size: 1_520_000 } },
          ],
        },
        config: { required: true },
      },
      {
        id: 22,
        type: BoxType.FormInput,
        content: {
          inputs: [
            { data_field_key: 'tenant_phone', type: 'text', label: 'Tenant phone', required: true },
            { data_field_key: 'move_in', type: 'date', label: 'Move-in date', required: false },
            { data_field_key: 'insured', type: 'checkbox', label: 'Home insurance', required: false },
          ],
        },
        config: {},
      },
      {
        id: 23,
        type: BoxType.ProductTable,
        content: { rows },
        config: {
          columns: [
            { key: 'name', label: 'Appliance or service', uuid: 'c1' },
            { key: 'price', label: 'Monthly price', uuid: 'c2' },
          ],
        },
        // 4999 − 10 % = 4499.10, + 25 % = 5623.875; 3 × 19.99 = 59.97, + 25 % = 74.9625.
        ...(withStore
          ? {
              store: {
                rows: [
                  { total: '4999.00', discounted: '4499.10', incl_tax: '5623.88', tax_1_amount: '1124.78', effective_unit_tax_1_amount: '1124.78' },
                  { total: '59.97', discounted: '59.97', incl_tax: '74.96', tax_1_amount: '14.99', effective_unit_tax_1_amount: '5.00' },
                ],
                sums: { total: '5058.97', discounted: '4559.07', incl_tax: '5698.84', tax_1_amount: '1139.77' },
              },
            }
          : {}),
      },
      {
        id: 24,
        type: BoxType.Text,
        content: { nodes: [{ type: 'heading', children: [{ text: 'Insurance' }] }, { type: 'paragraph', children: [{ text: 'The tenant keeps home insurance for the whole period.' }] }] },
        config: { visibility: { rule: { field: 'insured', operator: 'is_checked' } } },
      },
    ],
    boxOrder: [1, 2, 20, 21, 22, 23, 24],
    data: [
      { key: 'data_field', value: { key: 'tenant_phone', name: 'Tenant phone', type: 'text', required: true, value: '+46 70 123 45 67' } },
      { key: 'data_field', value: { key: 'move_in', name: 'Move-in date', type: 'date', value: '' } },
      { key: 'data_field', value: { key: 'insured', name: 'Home insurance', type: 'checkbox', value: insured } },
    ],
  };
}
