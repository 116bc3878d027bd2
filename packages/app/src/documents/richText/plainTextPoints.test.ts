import { textBoxPlainText } from '@inkflow/core';
import { describe, expect, it } from 'vitest';
import { offsetOfPoint, offsetsOfRange, plainTextLeaves, pointAtOffset, rangesOfOffsets } from './plainTextPoints.js';

const nodes = [
  { type: 'paragraph', children: [{ text: 'Pay ' }, { text: 'now', bold: true }, { text: '.' }] },
  {
    type: 'bulleted-list',
    children: [{ type: 'list-item', children: [{ text: 'To ' }, { type: 'data-field', key: 'k', children: [{ text: '' }] }, { text: ' at ' }, { type: 'link', url: 'https://x.test', children: [{ text: 'site' }] }] }],
  },
  { type: 'paragraph', children: [{ text: '' }] },
];

describe('plain-text offsets and Slate points', () => {
  it('walks leaves on the same offsets as core textBoxPlainText', () => {
    const text = textBoxPlainText(nodes);
    expect(text).toBe('Pay now.\nTo  at site\n');
    for (const leaf of plainTextLeaves(nodes)) {
      let node: unknown = { children: nodes };
      for (const i of leaf.path) node = (node as { children: unknown[] }).children[i];
      const leafText = (node as { text: string }).text;
      expect(text.slice(leaf.start, leaf.start + leaf.length)).toBe(leafText);
    }
  });

  it('maps points to offsets across marks, data fields, links and blocks', () => {
    expect(offsetOfPoint(nodes, { path: [0, 1], offset: 1 })).toBe(5);
    expect(offsetOfPoint(nodes, { path: [1, 0, 2], offset: 1 })).toBe(13);
    expect(offsetOfPoint(nodes, { path: [1, 0, 3, 0], offset: 4 })).toBe(20);
    expect(offsetOfPoint(nodes, { path: [2, 0], offset: 0 })).toBe(21);
    // The data field's own empty text is no position of the plain text.
    expect(offsetOfPoint(nodes, { path: [1, 0, 1, 0], offset: 0 })).toBeNull();
  });

  it('maps offsets back to points, a leaf boundary to the earlier leaf', () => {
    expect(pointAtOffset(nodes, 4)).toEqual({ path: [0, 0], offset: 4 });
    expect(pointAtOffset(nodes, 5)).toEqual({ path: [0, 1], offset: 1 });
    expect(pointAtOffset(nodes, 9)).toEqual({ path: [1, 0, 0], offset: 0 });
    expect(pointAtOffset(nodes, 21)).toEqual({ path: [2, 0], offset: 0 });
    expect(pointAtOffset(nodes, 22)).toBeNull();
    for (let at = 0; at <= 21; at++) expect(offsetOfPoint(nodes, pointAtOffset(nodes, at)!)).toBe(at);
  });

  it('gives a backward selection in document order', () => {
    expect(offsetsOfRange(nodes, { anchor: { path: [1, 0, 0], offset: 2 }, focus: { path: [0, 0], offset: 1 } })).toEqual({ start: 1, end: 11 });
  });

  it('splits a range into one range per leaf it covers', () => {
    expect(rangesOfOffsets(nodes, 2, 11)).toEqual([
      { anchor: { path: [0, 0], offset: 2 }, focus: { path: [0, 0], offset: 4 } },
      { anchor: { path: [0, 1], offset: 0 }, focus: { path: [0, 1], offset: 3 } },
      { anchor: { path: [0, 2], offset: 0 }, focus: { path: [0, 2], offset: 1 } },
      { anchor: { path: [1, 0, 0], offset: 0 }, focus: { path: [1, 0, 0], offset: 2 } },
    ]);
    expect(rangesOfOffsets(nodes, 4, 4)).toEqual([]);
  });
});
