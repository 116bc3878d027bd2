import { richTextNodesSchema } from '@inkflow/core';
import { createEditor, Editor, Transforms, type Descendant, type Element } from 'slate';
import { withHistory } from 'slate-history';
import { describe, expect, it } from 'vitest';
import {
  addTableColumn,
  addTableRow,
  currentLinkUrl,
  currentListType,
  dataFieldItem,
  insertDataField,
  insertTable,
  isBlockActive,
  isMarkActive,
  nodesFromContent,
  setBlock,
  setFont,
  toggleList,
  toggleMark,
  unwrapLink,
  withRichText,
  wrapLink,
} from './richTextCommands.js';

/** An editor holding `nodes` with the cursor at the end of the document. */
function editorWith(nodes: Descendant[]) {
  const editor = withRichText(withHistory(createEditor()));
  editor.children = nodes;
  Transforms.select(editor, Editor.end(editor, []));
  return editor;
}
const p = (text: string): Descendant => ({ type: 'paragraph', children: [{ text }] });
/** The editor's nodes must always be what PUT /agreements/{id} accepts. */
const expectValid = (nodes: unknown[]) => {
  const parsed = richTextNodesSchema.safeParse(nodes);
  expect(parsed.success, parsed.error?.message).toBe(true);
};

describe('rich-text commands', () => {
  it('toggles marks and fonts on the selection', () => {
    const editor = editorWith([p('Hello world')]);
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 6 }, focus: { path: [0, 0], offset: 11 } });
    toggleMark(editor, 'bold');
    setFont(editor, 'IBM Plex Serif');
    expect(isMarkActive(editor, 'bold')).toBe(true);
    expect(editor.children).toEqual([{ type: 'paragraph', children: [{ text: 'Hello ' }, { text: 'world', bold: true, font: 'IBM Plex Serif' }] }]);
    toggleMark(editor, 'bold');
    setFont(editor, undefined);
    expect(editor.children).toEqual([p('Hello world')]);
    expect(isMarkActive(editor, 'bold')).toBe(false);
  });

  it('switches lines between paragraph, headings and lists', () => {
    const editor = editorWith([p('Title'), p('One'), p('Two')]);
    Transforms.select(editor, Editor.start(editor, [0]));
    setBlock(editor, 'heading', 2);
    expect(editor.children[0]).toEqual({ type: 'heading', level: 2, children: [{ text: 'Title' }] });
    expect(isBlockActive(editor, 'heading', 2)).toBe(true);
    expect(isBlockActive(editor, 'heading', 1)).toBe(false);

    Transforms.select(editor, { anchor: Editor.start(editor, [1]), focus: Editor.end(editor, [2]) });
    toggleList(editor, 'bulleted-list');
    expect(editor.children[1]).toEqual({ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'One' }] }, { type: 'list-item', children: [{ text: 'Two' }] }] });
    expect(currentListType(editor)).toBe('bulleted-list');
    toggleList(editor, 'numbered-list');
    expect((editor.children[1] as { type: string }).type).toBe('numbered-list');
    expectValid(editor.children);
    toggleList(editor, 'numbered-list');
    expect(editor.children).toEqual([{ type: 'heading', level: 2, children: [{ text: 'Title' }] }, p('One'), p('Two')]);

    Transforms.select(editor, Editor.start(editor, [0]));
    setBlock(editor, 'paragraph');
    expect(editor.children[0]).toEqual(p('Title'));
  });

  it('leaves a list on Enter in an empty item and keeps items on Enter after text', () => {
    const editor = editorWith([p('Item')]);
    toggleList(editor, 'bulleted-list');
    editor.insertBreak();
    expect((editor.children[0] as { children: unknown[] }).children).toHaveLength(2);
    editor.insertBreak();
    expect(editor.children).toEqual([{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'Item' }] }] }, p('')]);
  });

  it('links only http, https and mailto URLs, and unlinks', () => {
    const editor = editorWith([p('See the terms')]);
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 8 }, focus: { path: [0, 0], offset: 13 } });
    expect(wrapLink(editor, 'javascript:alert(1)')).toBe(false);
    expect(wrapLink(editor, 'example.com')).toBe(false);
    expect(editor.children).toEqual([p('See the terms')]);
    expect(wrapLink(editor, ' https://example.com/terms ')).toBe(true);
    expect(editor.children).toEqual([
      { type: 'paragraph', children: [{ text: 'See the ' }, { type: 'link', url: 'https://example.com/terms', children: [{ text: 'terms' }] }, { text: '' }] },
    ]);
    expectValid(editor.children);
    editor.insertText('!');
    expect(Editor.string(editor, [0, 1])).toBe('terms');
    expect(Editor.string(editor, [0, 2])).toBe('!');
    Transforms.select(editor, { path: [0, 1, 0], offset: 2 });
    expect(currentLinkUrl(editor)).toBe('https://example.com/terms');
    unwrapLink(editor);
    expect(currentLinkUrl(editor)).toBeUndefined();
    expect(editor.children).toEqual([p('See the terms!')]);

    const empty = editorWith([p('Mail ')]);
    expect(wrapLink(empty, 'mailto:a@example.com')).toBe(true);
    empty.insertText(' now');
    expect(Editor.string(empty, [0, 1])).toBe('mailto:a@example.com');
    expect(Editor.string(empty, [0])).toBe('Mail mailto:a@example.com now');
  });

  it('inserts a 2x2 table, adds rows and columns, and keeps cells apart', () => {
    const editor = editorWith([p('Before')]);
    insertTable(editor);
    expect(editor.children).toHaveLength(3);
    editor.insertText('A1');
    addTableColumn(editor);
    addTableRow(editor);
    const table = editor.children[1] as { type: string; children: { children: unknown[] }[] };
    expect(table.type).toBe('table');
    expect(table.children.map((r) => r.children.length)).toEqual([3, 3, 3]);
    expect(Editor.string(editor, [1, 0, 0])).toBe('A1');
    editor.insertBreak();
    expect(Editor.string(editor, [1, 0, 0])).toBe('A1\n');
    Transforms.select(editor, Editor.start(editor, [1, 0, 1]));
    editor.deleteBackward('character');
    expect(table.children[0]!.children).toHaveLength(3);
    expectValid(editor.children);

    const fresh = editorWith([p('')]);
    insertTable(fresh);
    expect((fresh.children[0] as { type: string }).type).toBe('table');
    expect(fresh.children[1]).toEqual(p(''));
  });

  it('inserts void data-field placeholders and builds their data field items', () => {
    const editor = editorWith([p('Tenant: ')]);
    insertDataField(editor, 'tenant');
    editor.insertText(' signs.');
    expect(editor.children).toEqual([
      { type: 'paragraph', children: [{ text: 'Tenant: ' }, { type: 'data-field', key: 'tenant', children: [{ text: '' }] }, { text: ' signs.' }] },
    ]);
    expect(Editor.isVoid(editor, (editor.children[0] as unknown as { children: Element[] }).children[1]!)).toBe(true);
    expectValid(editor.children);
    expect(dataFieldItem('tenant', 'Tenant')).toEqual({ key: 'data_field', value: { key: 'tenant', name: 'Tenant', value: '', type: 'text' } });
  });

  it('starts from a box content, or one empty paragraph', () => {
    expect(nodesFromContent({})).toEqual([p('')]);
    expect(nodesFromContent({ nodes: [] })).toEqual([p('')]);
    expect(nodesFromContent({ nodes: [p('Kept')] })).toEqual([p('Kept')]);
  });
});
