import { BoxType } from '@inkflow/core';
import { describe, expect, it } from 'vitest';
import { emptyBox } from '../boxes/EditorBox.js';
import { moveBox } from './DocumentCanvas.js';

describe('moveBox', () => {
  const boxes = [emptyBox(BoxType.Text), emptyBox(BoxType.Pdf), emptyBox(BoxType.FormInput)];
  const keys = (list: typeof boxes) => list.map((b) => b.type);

  it('moves a box down, up, and to either end, leaving the input as it was', () => {
    expect(keys(moveBox(boxes, 0, 1))).toEqual([BoxType.Pdf, BoxType.Text, BoxType.FormInput]);
    expect(keys(moveBox(boxes, 2, 0))).toEqual([BoxType.FormInput, BoxType.Text, BoxType.Pdf]);
    expect(keys(moveBox(boxes, 0, 2))).toEqual([BoxType.Pdf, BoxType.FormInput, BoxType.Text]);
    expect(keys(boxes)).toEqual([BoxType.Text, BoxType.Pdf, BoxType.FormInput]);
  });
});
