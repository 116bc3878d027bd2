import { BoxType, type Agreement, type Box } from '@inkflow/core';
import { describe, expect, it } from 'vitest';
import { sampleEditorAgreement } from '../boxes/sampleEditorAgreement.js';
import { staleChanges } from './staleChanges.js';

const text = (id: number, words: string): Box => ({ id, type: BoxType.Text, content: { nodes: [{ type: 'paragraph', children: [{ text: words }] }] }, config: {} });
const version = (overrides: Partial<Agreement>) => sampleEditorAgreement({ boxes: [text(1, 'One'), text(2, 'Two'), text(3, 'Three')], boxOrder: [1, 2, 3], ...overrides });

describe('staleChanges', () => {
  it('finds nothing between equal versions', () => {
    expect(staleChanges(version({}), version({}))).toEqual([]);
  });

  it('names a rename, an edited section by its position, an added and a removed one', () => {
    const base = version({});
    const fresh = version({ name: 'Lease v2', boxes: [text(1, 'One'), text(3, 'Three, changed'), text(4, 'Four')], boxOrder: [1, 3, 4] });
    expect(staleChanges(base, fresh)).toEqual([
      { key: 'name', values: { name: 'Lease v2' } },
      { key: 'edited', values: { n: 2 } },
      { key: 'added', values: { n: 3 } },
      { key: 'removed', values: { count: 1 } },
    ]);
  });

  it('tells a new order apart from edits, and data fields and details from sections', () => {
    const fresh = version({ boxOrder: [3, 1, 2], data: [{ key: 'data_field', value: { key: 'x', name: 'X', value: '1', type: 'text', required: false } }], language: 'sv' });
    expect(staleChanges(version({}), fresh).map((c) => c.key)).toEqual(['order', 'data', 'details']);
  });
});
