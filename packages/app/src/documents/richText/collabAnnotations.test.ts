import type { MessageWire } from '@inkflow/core';
import { sampleMessage } from '@inkflow/ui/sampleMessages';
import { describe, expect, it } from 'vitest';
import { collabDecorations, sectionAnnotations, suggestionBetween } from './collabAnnotations.js';

const message = (over: Partial<MessageWire>): MessageWire => sampleMessage({ id: 1, type: 3, participant_id: null, position_id: 1, author: { name: 'Ada Lovelace', side: 'sender' }, ...over });

const text = 'Rent is due in May.';
const nodes = [{ type: 'paragraph', children: [{ text: 'Rent is ' }, { text: 'due in May.', bold: true }] }];

describe('sectionAnnotations', () => {
  it('locates open comments and suggestions of the box, following edits, skipping closed ones', () => {
    const threads = [
      message({ id: 1, comment_scope: { box_id: 7, start: 0, end: 4, quote: 'Rent', prefix: '', suffix: ' is due' } }),
      message({ id: 2, comment_scope: { box_id: 7, start: 0, end: 4, quote: 'Rent' }, config: { status: 'resolved' } }),
      message({ id: 3, comment_scope: { box_id: 8, start: 0, end: 4, quote: 'Rent' } }),
      message({ id: 4, comment_scope: { box_id: 7 } }),
      message({ id: 5, type: 4, suggestion: { box_id: 7, start: 12, end: 15, deleted: 'May', inserted: 'June', prefix: 'due in ', suffix: '.' } }),
      message({ id: 6, type: 4, status: 'rejected', suggestion: { box_id: 7, start: 0, end: 4, deleted: 'Rent', inserted: 'Fee' } }),
    ];
    const edited = `Monthly ${text}`;
    const { comments, suggestions } = sectionAnnotations(threads, 7, edited);
    expect(comments).toEqual([{ id: 1, start: 8, end: 12 }]);
    expect(suggestions).toEqual([{ id: 5, start: 23, end: 26, deleted: 'May', inserted: 'June', author: 'Ada Lovelace' }]);
  });
});

describe('collabDecorations', () => {
  it('draws a comment per leaf, a deletion, and the insertion after the deleted range', () => {
    const decorations = collabDecorations(nodes, [{ id: 1, start: 5, end: 11 }], [{ id: 5, start: 15, end: 18, deleted: 'May', inserted: 'June', author: 'A' }]);
    expect(decorations).toEqual([
      { anchor: { path: [0, 0], offset: 5 }, focus: { path: [0, 0], offset: 8 }, commentId: 1 },
      { anchor: { path: [0, 1], offset: 0 }, focus: { path: [0, 1], offset: 3 }, commentId: 1 },
      { anchor: { path: [0, 1], offset: 7 }, focus: { path: [0, 1], offset: 10 }, suggestionDeleteId: 5 },
      { anchor: { path: [0, 1], offset: 7 }, focus: { path: [0, 1], offset: 10 }, insertAfter: { id: 5, text: 'June' } },
    ]);
  });

  it('puts a pure insertion at a block start before the first character', () => {
    expect(collabDecorations(nodes, [], [{ id: 9, start: 0, end: 0, deleted: '', inserted: 'The ', author: 'A' }])).toEqual([
      { anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 0], offset: 1 }, insertBefore: { id: 9, text: 'The ' } },
    ]);
  });
});

describe('suggestionBetween', () => {
  it('is the changed middle with its context', () => {
    expect(suggestionBetween(7, text, 'Rent is due in June.')).toEqual({ box_id: 7, start: 15, end: 18, deleted: 'May', inserted: 'June', prefix: 'Rent is due in ', suffix: '.' });
    expect(suggestionBetween(7, text, 'Rent is due.')).toMatchObject({ start: 11, end: 18, deleted: ' in May', inserted: '' });
    expect(suggestionBetween(7, 'aaa', 'aaaa')).toMatchObject({ start: 3, end: 3, deleted: '', inserted: 'a' });
    expect(suggestionBetween(7, text, text)).toBeNull();
  });
});
