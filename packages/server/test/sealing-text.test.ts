/**
 * Sealing prints a rich text box (§3 Box type 10, core richTextSchema.ts): a concluded
 * agreement's sealed PDF carries its heading, list items with bullets and numbers, table cells
 * row by row, link texts and data-field placeholders as the fields' values.
 */
import type { AgreementWire } from '@inkflow/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signAndSeal } from './helpers/signAndSeal.js';
import { pdfText } from './helpers/pdfTools.js';
import { SigningFixture } from './helpers/signingFlow.js';


const f = SigningFixture.perFile({});

const text = (t: string, marks: Record<string, unknown> = {}) => ({ text: t, ...marks });
const item = (...children: unknown[]) => ({ type: 'list-item', children });
const cell = (t: string) => ({ type: 'table-cell', children: [text(t)] });
const placeholder = (key: string) => ({ type: 'data-field', key, children: [{ text: '' }] });

describe('the sealed PDF of a rich text box', () => {
  let pdfTextContent: string;

  beforeAll(async () => {
    let a = (await f.owner.post('/api/agreements/', { collection_id: f.workspaceId, name: 'Rich text agreement' })).json() as AgreementWire;
    const saved = await f.owner.put(`/api/agreements/${a.id}`, {
      checksum: a.checksum,
      data: [
        { key: 'data_field', value: { key: 'tenant', name: 'Tenant', value: 'Tom Tenant', type: 'text' } },
        { key: 'data_field', value: { key: 'parking', name: 'Parking spot', value: '', type: 'text' } },
      ],
      boxes: [
        {
          type: 10,
          content: {
            nodes: [
              { type: 'heading', level: 2, children: [text('Included items')] },
              { type: 'paragraph', children: [text('The tenant is '), placeholder('tenant'), text(', parking '), placeholder('parking'), text('.', { bold: true, font: 'Tinos' })] },
              { type: 'bulleted-list', children: [item(text('Two keys')), item(text('A mailbox')), { type: 'numbered-list', children: [item(text('Nested first'))] }] },
              { type: 'numbered-list', children: [item(text('Pay the deposit')), item({ type: 'paragraph', children: [text('Sign the '), { type: 'link', url: 'https://example.com/rules', children: [text('house rules')] }] })] },
              {
                type: 'table',
                children: [
                  { type: 'table-row', children: [cell('Room'), cell('Size')] },
                  { type: 'table-row', children: [cell('Kitchen'), cell('12 m2')] },
                ],
              },
            ],
          },
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    a = saved.json() as AgreementWire;
    pdfTextContent = pdfText(await signAndSeal(f.server, f.owner, a.id));
  });

  it('prints the heading and the placeholders as values, or [name] when empty', () => {
    expect(pdfTextContent).toContain('Included items');
    expect(pdfTextContent).toContain('The tenant is Tom Tenant, parking [Parking spot].');
  });

  it('prints list items with bullets and numbers, nested lists included', () => {
    expect(pdfTextContent).toContain('\u2022 Two keys');
    expect(pdfTextContent).toContain('\u2022 A mailbox');
    expect(pdfTextContent).toContain('1. Nested first');
    expect(pdfTextContent).toContain('1. Pay the deposit');
    expect(pdfTextContent).toContain('2. Sign the house rules');
  });

  it('prints table cells row by row', () => {
    expect(pdfTextContent).toContain('Room | Size');
    expect(pdfTextContent).toContain('Kitchen | 12 m2');
  });
});
