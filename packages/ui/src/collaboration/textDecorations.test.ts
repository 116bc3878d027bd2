import { describe, expect, it } from 'vitest';
import { textBoxPlainText, type MessageWire } from '@inkflow/core';
import { leafOffsets } from './leafOffsets.js';
import { splitLeaf, textDecorations } from './textDecorations.js';

const base: Omit<MessageWire, 'id' | 'type'> = {
  created: '2026-11-24T09:00:00.000Z',
  updated: '2026-11-24T09:00:00.000Z',
  parent: null,
  subject: null,
  body: 'note',
  is_resolvable: true,
  status: null,
  config: {},
  participant_id: 31,
  position_id: null,
  author: { name: 'Anna Berg', side: 'counterparty' },
  private: false,
  to_participant_ids: [],
  mentioned_participant_ids: [],
  comment_scope: null,
  suggestion: null,
  replies: [],
};
const comment = (id: number, scope: Record<string, unknown>, extra: Partial<MessageWire> = {}): MessageWire => ({ ...base, id, type: 3, comment_scope: scope, ...extra });
const suggestion = (id: number, change: Record<string, unknown>, extra: Partial<MessageWire> = {}): MessageWire => ({ ...base, id, type: 4, suggestion: change, ...extra });

describe('leafOffsets', () => {
  it('gives each leaf its start in core textBoxPlainText (blocks joined by a newline, links inline, data fields empty)', () => {
    const nodes = [
      { type: 'heading', level: 1, children: [{ text: 'Rent' }] },
      { type: 'paragraph', children: [{ text: 'Pay ' }, { text: 'monthly', bold: true }, { type: 'data-field', key: 'x', children: [{ text: '' }] }, { type: 'link', url: 'https://a.b', children: [{ text: ' here' }] }] },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'one' }] }] },
    ];
    const text = textBoxPlainText(nodes);
    const { offsets, lastInBlock } = leafOffsets(nodes);
    const leaves = [...offsets.entries()].map(([leaf, at]) => [(leaf as { text: string }).text, at] as const);
    for (const [t, at] of leaves) expect(text.slice(at, at + t.length)).toBe(t);
    expect(leaves).toEqual([
      ['Rent', 0],
      ['Pay ', 5],
      ['monthly', 9],
      [' here', 16],
      ['one', 22],
    ]);
    expect([...lastInBlock].map((l) => (l as { text: string }).text)).toEqual(['Rent', ' here', 'one']);
  });
});

describe('textDecorations', () => {
  const text = 'The rent is due in May each year.';
  it('draws active comments and suggestions of the section, found again after edits; not resolved, detached or other sections', () => {
    const messages = [
      comment(1, { box_id: 3, start: 4, end: 8, quote: 'rent', prefix: 'The ', suffix: ' is due' }),
      comment(2, { box_id: 3, start: 0, end: 3, quote: 'The' }, { config: { status: 'resolved' } }),
      comment(3, { box_id: 3, start: 0, end: 3, quote: 'The', detached: true }),
      comment(4, { box_id: 9, start: 0, end: 3, quote: 'The' }),
      suggestion(5, { box_id: 3, start: 19, end: 22, deleted: 'May', inserted: 'June', prefix: 'due in ', suffix: ' each' }),
      suggestion(6, { box_id: 3, start: 0, end: 3, deleted: 'The', inserted: 'A' }, { status: 'accepted' }),
    ];
    expect(textDecorations(3, text, messages)).toEqual([
      { kind: 'comment', messageId: 1, start: 4, end: 8, body: 'note' },
      { kind: 'delete', messageId: 5, start: 19, end: 22 },
      { kind: 'insert', messageId: 5, start: 22, end: 22, text: 'June' },
    ]);
    // Text inserted before the anchors: they move with their quotes.
    const edited = `Monthly: ${text}`;
    expect(textDecorations(3, edited, messages).map((d) => [d.kind, d.start, d.end])).toEqual([
      ['comment', 13, 17],
      ['delete', 28, 31],
      ['insert', 31, 31],
    ]);
    // The quote deleted: nothing drawn.
    expect(textDecorations(3, 'The fee is due yearly.', messages.slice(0, 1))).toEqual([]);
  });

  it('splits a leaf at every boundary inside it and draws an insertion once', () => {
    const decorations = [
      { kind: 'comment' as const, messageId: 1, start: 2, end: 8 },
      { kind: 'delete' as const, messageId: 2, start: 5, end: 10 },
      { kind: 'insert' as const, messageId: 2, start: 10, end: 10, text: 'X' },
    ];
    const placed = new Set<(typeof decorations)[number]>();
    const first = splitLeaf(0, 10, decorations, placed, false);
    expect(first.map((s) => [s.start, s.end, s.covering.map((d) => d.messageId), s.insertsBefore.length])).toEqual([
      [0, 2, [], 0],
      [2, 5, [1], 0],
      [5, 8, [1, 2], 0],
      [8, 10, [2], 0],
    ]);
    // The insertion point is the next leaf's start: drawn there, and only once.
    const next = splitLeaf(10, 14, decorations, placed, true);
    expect(next.map((s) => [s.start, s.end, s.insertsBefore.map((d) => d.text)])).toEqual([[10, 14, ['X']]]);
    expect(splitLeaf(10, 14, decorations, placed, true)[0]!.insertsBefore).toEqual([]);
    // At the end of a block's last leaf.
    expect(splitLeaf(6, 10, decorations, new Set(), true).at(-1)).toMatchObject({ start: 10, end: 10, insertsBefore: [{ text: 'X' }] });
  });
});
