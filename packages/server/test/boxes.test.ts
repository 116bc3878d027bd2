/**
 * Box types of issue #4 through PUT /api/agreements/{id} (§3 Box, §5 rules): each type saves,
 * product tables get exact server-side sums, and broken rules answer 400 with their §8 code and
 * change nothing.
 */
import type { AgreementWire } from '@inkflow/core';
import { describe, expect, it } from 'vitest';
import { SigningFixture } from './helpers/signingFlow.js';

const f = SigningFixture.perFile({});

async function create(name: string): Promise<AgreementWire> {
  const response = await f.owner.post('/api/agreements/', { collection_id: f.workspaceId, name });
  expect(response.statusCode).toBe(201);
  return response.json() as AgreementWire;
}

const columns = [{ key: 'name', label: 'Product name that is far longer than forty characters', uuid: 'c1' }, { key: 'price', label: 'Price per unit excluding VAT', uuid: 'c2' }];
const table = (rows: unknown[], cols: unknown[] = columns) => ({ type: 13, content: { rows }, config: { columns: cols } });

describe('PUT /api/agreements/{id} with box types', () => {
  it('saves every box type and stores exact product sums with truncated labels', async () => {
    const a = await create('Boxes');
    const response = await f.owner.put(`/api/agreements/${a.id}`, {
      checksum: a.checksum,
      data: [{ key: 'data_field', value: { key: 'company', name: 'Company', value: 'Acme', type: 'text', required: true } }],
      boxes: [
        { type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'Terms' }] }] } },
        { type: 2, content: { start_date: '2026-01-01', end_date: '2026-12-31', notice_period: { amount: 3, unit: 'months' } } },
        { type: 12, content: { inputs: [{ data_field_key: 'company', type: 'text', required: true }] } },
        table([{ quantity: '3', price: '19.99', discount: '10', tax: '25' }, { quantity: '0.1', price: '0.2' }]),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as { boxes: { type: number; config: { columns?: { label: string }[] }; store?: { sums: unknown } }[] };
    expect(saved.boxes.map((b) => b.type)).toEqual([10, 2, 12, 13]);
    const product = saved.boxes[3]!;
    expect(product.store!.sums).toEqual({ total: '59.99', discounted: '53.99', tax_1_amount: '13.49', incl_tax: '67.49' });
    expect(product.config.columns!.map((c) => c.label)).toEqual(['Product name that is far longer than for', 'Price per unit exclu']);
  });

  it('refuses broken rules with their §8 code and changes nothing', async () => {
    const a = await create('Rules');
    const cases: { boxes: unknown[]; code: number | string }[] = [
      { boxes: [{ type: 2, content: { start_date: '2026-05-01', end_date: '2026-04-30' } }], code: 4013 },
      { boxes: [table([], [])], code: 4409 },
      { boxes: [table([{ quantity: '2', price: '600000000000' }])], code: 4405 },
      { boxes: [{ type: 12, content: { inputs: [{ data_field_key: 'nope', type: 'text' }] } }], code: 'BAD_REQUEST' },
      { boxes: [{ type: 3, content: { asset_id: 'x' } }], code: 'BAD_REQUEST' },
      { boxes: [{ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'x'.repeat(500_001) }] }] } }], code: 'CONTENT_LIMIT_EXCEEDED' },
    ];
    for (const { boxes, code } of cases) {
      const response = await f.owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, name: 'Changed', boxes });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ status_code: 400, api_error_code: code });
    }
    expect((await f.owner.get(`/api/agreements/${a.id}`)).json()).toMatchObject({ name: 'Rules', checksum: a.checksum, boxes: a.boxes });
  });
});
