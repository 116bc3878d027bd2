import type { Agreement } from '@inkflow/core';
import { describe, expect, it } from 'vitest';
import { blocksFromAgreement, newBlock, numberBlocks, textBoxInput } from './blocks.js';

const agreement = (boxes: Agreement['boxes'], boxOrder = boxes.map((b) => b.id)) => ({ boxes, boxOrder }) as Agreement;

describe('editor blocks', () => {
  it('starts a contract without text with one empty paragraph', () => {
    expect(blocksFromAgreement(agreement([])).map(({ type, text }) => ({ type, text }))).toEqual([{ type: 'paragraph', text: '' }]);
  });

  it('reads the first text box in box order', () => {
    const a = agreement(
      [
        { id: 1, type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'second' }] }] }, config: {} },
        { id: 2, type: 10, content: { nodes: [{ type: 'heading', children: [{ text: 'Ter' }, { text: 'ms', bold: true }] }] }, config: {} },
      ],
      [2, 1],
    );
    expect(blocksFromAgreement(a).map(({ type, text }) => ({ type, text }))).toEqual([{ type: 'heading', text: 'Terms' }]);
  });

  it('writes a type 10 box keeping the id and config', () => {
    const blocks = [newBlock('heading', 'Terms'), newBlock('paragraph', 'One month.')];
    expect(textBoxInput(blocks, { id: 9, config: { x: 1 } })).toEqual({
      id: 9,
      type: 10,
      content: {
        nodes: [
          { type: 'heading', children: [{ text: 'Terms' }] },
          { type: 'paragraph', children: [{ text: 'One month.' }] },
        ],
      },
      config: { x: 1 },
    });
    expect(textBoxInput([])).toEqual({ type: 10, content: { nodes: [] }, config: {} });
  });

  it('numbers blocks per type', () => {
    expect(numberBlocks([{ type: 'paragraph' }, { type: 'heading' }, { type: 'paragraph' }])).toEqual([1, 1, 2]);
  });
});
