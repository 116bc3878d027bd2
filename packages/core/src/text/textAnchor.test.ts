import { describe, expect, it } from 'vitest';
import { anchorAt, locateAnchor, replaceTextRange, textBoxPlainText } from '@inkflow/core';

const nodes = [
  { type: 'heading', level: 1, children: [{ text: 'Terms' }] },
  { type: 'paragraph', children: [{ text: 'The fee is ' }, { text: '100 EUR', bold: true }, { text: ' per month.' }] },
  { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'Start in ' }, { type: 'link', url: 'https://x.test', children: [{ text: 'May' }] }] }] },
];

describe('textAnchor', () => {
  it('joins blocks with a newline and reads links inline', () => {
    expect(textBoxPlainText(nodes)).toBe('Terms\nThe fee is 100 EUR per month.\nStart in May');
  });

  it('replaces a range across leaves, keeping marks, and leaves the input alone', () => {
    const text = textBoxPlainText(nodes);
    const start = text.indexOf('100 EUR per');
    const next = replaceTextRange(nodes, start, start + '100 EUR per'.length, '200 EUR a')!;
    expect(textBoxPlainText(next)).toBe('Terms\nThe fee is 200 EUR a month.\nStart in May');
    expect(textBoxPlainText(nodes)).toBe(text);
    const link = textBoxPlainText(nodes).indexOf('May');
    expect(textBoxPlainText(replaceTextRange(nodes, link, link + 3, 'June')!)).toContain('Start in June');
  });

  it('inserts at the end of a block and refuses a range crossing blocks', () => {
    const text = textBoxPlainText(nodes);
    const end = text.indexOf('\nStart');
    expect(textBoxPlainText(replaceTextRange(nodes, end, end, ' Net 30.')!)).toContain('per month. Net 30.\nStart');
    expect(replaceTextRange(nodes, end - 2, end + 2, 'x')).toBeNull();
  });

  it('finds a quote again after the text before it changed, and nowhere once deleted', () => {
    const text = 'The fee is 100 EUR per month. The fee is due monthly.';
    const anchor = anchorAt(text, text.indexOf('fee is due'), text.indexOf('fee is due') + 'fee is due'.length);
    const edited = 'Preamble added. ' + text;
    expect(locateAnchor(edited, anchor)).toEqual({ start: edited.indexOf('fee is due'), end: edited.indexOf('fee is due') + 10 });
    expect(locateAnchor(text.replace('fee is due', 'sum is payable'), anchor)).toBeNull();
  });

  it('prefers the occurrence whose context matches', () => {
    const text = 'A shall pay. B shall pay.';
    const anchor = anchorAt(text, 15, 24);
    expect(anchor.quote).toBe('shall pay');
    expect(locateAnchor('Now A shall pay. B shall pay.', anchor)).toEqual({ start: 19, end: 28 });
  });
});
