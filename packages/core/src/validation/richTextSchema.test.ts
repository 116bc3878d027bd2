import { describe, expect, it } from 'vitest';
import { documentFonts, isAllowedLinkUrl, isBoxEmpty, isRichTextEmpty, richTextLimits, richTextNodesSchema, updateAgreementSchema, type BoxInput } from '@inkflow/core';

const text = (t: string, marks: Record<string, unknown> = {}) => ({ text: t, ...marks });
const p = (...children: unknown[]) => ({ type: 'paragraph', children });
const item = (...children: unknown[]) => ({ type: 'list-item', children });
const placeholder = (key: string) => ({ type: 'data-field', key, children: [{ text: '' }] });
const link = (url: string, t = 'site') => ({ type: 'link', url, children: [text(t)] });
const cell = (t: string) => ({ type: 'table-cell', children: [text(t)] });
const parse = (nodes: unknown[]) => richTextNodesSchema.safeParse(nodes);

/** A paragraph wrapped in `levels` nested numbered lists (each a child of the one above). */
function nestedLists(levels: number): unknown {
  let node: unknown = item(text('deep'));
  for (let i = 0; i < levels; i++) node = { type: 'numbered-list', children: [node] };
  return node;
}

describe('rich text nodes (§3 type 10)', () => {
  it('accepts headings, nested lists, tables, links, placeholders and §9 fonts', () => {
    const nodes = [
      { type: 'heading', level: 2, align: 'center', children: [text('Terms', { bold: true })] },
      p(text('Pay by '), placeholder('due_date'), text(' to '), link('https://example.com/pay', 'our site'), text('.', { italic: true, underline: true, font: 'IBM Plex Serif' })),
      { type: 'bulleted-list', children: [item(text('one')), { type: 'numbered-list', children: [item(text('one.a'))] }, item(p(text('two')), { type: 'bulleted-list', children: [item(text('two.a'))] })] },
      { type: 'table', children: [{ type: 'table-row', children: [cell('A1'), cell('B1')] }, { type: 'table-row', children: [cell('A2'), { type: 'table-cell', children: [p(link('mailto:a@example.com', 'mail'))] }] }] },
    ];
    const parsed = parse(nodes);
    expect(parsed.success, parsed.error?.message).toBe(true);
    expect(parsed.data).toEqual(nodes);
  });

  it('keeps content of the foundation valid and gives headings level 1 by default', () => {
    const parsed = parse([{ type: 'heading', children: [text('Title')] }, p(text('Body', { bold: true }))]);
    expect(parsed.data?.[0]).toEqual({ type: 'heading', level: 1, children: [{ text: 'Title' }] });
  });

  it('refuses links other than http, https and mailto', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', 'ftp://example.com', '/relative', '']) {
      expect(parse([p(link(url))]).success, url).toBe(false);
      expect(isAllowedLinkUrl(url), url).toBe(false);
    }
    expect(isAllowedLinkUrl('http://example.com')).toBe(true);
  });

  it('refuses unknown fonts, unknown types, bad heading levels and placeholders with text', () => {
    expect(documentFonts).toHaveLength(23);
    expect(parse([p(text('x', { font: 'Comic Sans MS' }))]).success).toBe(false);
    expect(parse([p(text('x', { font: 'Whisper' }))]).success).toBe(true);
    expect(parse([{ type: 'script', children: [text('x')] }]).success).toBe(false);
    expect(parse([p({ type: 'script', text: 'x' })]).success).toBe(false);
    expect(parse([{ type: 'heading', level: 4, children: [text('x')] }]).success).toBe(false);
    expect(parse([p({ type: 'data-field', key: 'k', children: [{ text: 'injected' }] })]).success).toBe(false);
    expect(parse([{ type: 'list-item', children: [text('top-level item')] }]).success).toBe(false);
    expect(parse([{ type: 'table', children: [cell('cell without row')] }]).success).toBe(false);
  });

  it('refuses trees nested too deep or too large before parsing them', () => {
    // depthMax - 1 lists around an item: the item is at depthMax.
    expect(parse([nestedLists(richTextLimits.depthMax - 1)]).success).toBe(true);
    const deep = parse([nestedLists(richTextLimits.depthMax)]);
    expect(deep.success).toBe(false);
    expect(deep.error?.message).toContain('deeper');
    // Far too deep for a recursive parser: refused by the iterative measure, no stack overflow.
    expect(parse([nestedLists(100_000)]).success).toBe(false);
    const wide = Array.from({ length: 1500 }, () => p(...Array.from({ length: 20 }, () => text('x'))));
    expect(parse(wide).error?.message).toContain('nodes');
    // Long text is left to the box content size limit (CONTENT_LIMIT_EXCEEDED), checked after parsing.
    expect(parse([p(text('x'.repeat(600_000)))]).success).toBe(true);
  });

  it('is what PUT /agreements/{id} checks for a text box', () => {
    const put = (nodes: unknown[]) => updateAgreementSchema.safeParse({ checksum: 'c', boxes: [{ type: 10, content: { nodes } }] });
    expect(put([p(link('https://example.com'))]).success).toBe(true);
    expect(put([p(link('javascript:alert(1)'))]).success).toBe(false);
  });
});

describe('empty text (§5)', () => {
  it('is empty without non-blank text and without placeholders anywhere', () => {
    expect(isRichTextEmpty([])).toBe(true);
    expect(isRichTextEmpty([p(text('  ')), { type: 'bulleted-list', children: [item(text('\n'))] }])).toBe(true);
    expect(isRichTextEmpty([{ type: 'table', children: [{ type: 'table-row', children: [cell(''), cell('x')] }] }])).toBe(false);
    expect(isRichTextEmpty([{ type: 'bulleted-list', children: [item(p(link('https://a.example', 'a')))] }])).toBe(false);
    expect(isRichTextEmpty([p(text(' '), placeholder('name'), text(''))])).toBe(false);
  });

  it('decides isBoxEmpty of a text box', () => {
    const box = (nodes: unknown[]): BoxInput => {
      const parsed = updateAgreementSchema.safeParse({ checksum: 'c', boxes: [{ type: 10, content: { nodes } }] });
      if (!parsed.success) throw new Error(parsed.error.message);
      return parsed.data.boxes![0]!;
    };
    expect(isBoxEmpty(box([p(text(''))]))).toBe(true);
    expect(isBoxEmpty(box([{ type: 'numbered-list', children: [item(text('Deliver'))] }]))).toBe(false);
    expect(isBoxEmpty(box([p(placeholder('company'))]))).toBe(false);
  });
});
