import { describe, expect, it } from 'vitest';
import { orderedBoxes } from '@inkflow/core';

const box = (id: number) => ({ id, name: `box ${id}` });

describe('orderedBoxes', () => {
  it('follows boxOrder', () => {
    expect(orderedBoxes([box(1), box(2), box(3)], [3, 1, 2]).map((b) => b.id)).toEqual([3, 1, 2]);
  });

  it('keeps boxes missing from the order, after the ordered ones in stored order', () => {
    expect(orderedBoxes([box(1), box(2), box(3), box(4)], [3]).map((b) => b.id)).toEqual([3, 1, 2, 4]);
  });

  it('skips ids without a box and shows a box listed twice once', () => {
    expect(orderedBoxes([box(1), box(2)], [9, 2, 2, 1]).map((b) => b.id)).toEqual([2, 1]);
  });

  it('returns the same objects, without changing its input', () => {
    const boxes = [box(1), box(2)];
    const result = orderedBoxes(boxes, [2, 1]);
    expect(result[0]).toBe(boxes[1]);
    expect(boxes.map((b) => b.id)).toEqual([1, 2]);
  });
});
