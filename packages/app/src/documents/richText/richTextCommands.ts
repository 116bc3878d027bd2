/**
 * The rich-text editor's commands (§3 Box type 10): plain functions over a Slate editor, so the
 * toolbar, the keyboard shortcuts and the unit tests (createEditor() without a DOM) share them.
 * Nodes are core's text box nodes (richTextSchema.ts); `withRichText` teaches Slate which of
 * them are inline and void.
 */
import { isAllowedLinkUrl, type DocumentFont, type TextBlock, type TextElement } from '@inkflow/core';
import { Editor, Element, Node, Path, Range, Transforms, type Descendant } from 'slate';
import './slateTypes.js';

/** The marks of a text leaf the toolbar toggles. */
export type Mark = 'bold' | 'italic' | 'underline';
/** List element types. */
export type ListType = 'bulleted-list' | 'numbered-list';
/** Heading levels. */
export type HeadingLevel = 1 | 2 | 3;

const listTypes: readonly string[] = ['bulleted-list', 'numbered-list'];
/** Blocks that hold one line of text and may change into one another. */
const textBlockTypes: readonly string[] = ['paragraph', 'heading', 'list-item'];

const isElementOf = (types: readonly string[]) => (n: Node): n is TextElement => Element.isElement(n) && types.includes(n.type);

/** A fresh empty paragraph. */
export function emptyParagraph(): TextBlock {
  return { type: 'paragraph', children: [{ text: '' }] };
}

/** The editor's value of a text box's content: its `nodes`, or one empty paragraph. */
export function nodesFromContent(content: Record<string, unknown>): Descendant[] {
  const nodes = content.nodes;
  return Array.isArray(nodes) && nodes.length > 0 ? (nodes as Descendant[]) : [emptyParagraph()];
}

/**
 * Teaches `editor` the text box nodes: `link` and `data-field` are inline, `data-field` is void;
 * Enter in a table cell breaks the line instead of splitting the cell; Enter in an empty list
 * item leaves the list; Backspace/Delete never merge table cells.
 */
export function withRichText<T extends Editor>(editor: T): T {
  const { isInline, isVoid, insertBreak, deleteBackward, deleteForward } = editor;
  editor.isInline = (element) => element.type === 'link' || element.type === 'data-field' || isInline(element);
  editor.isVoid = (element) => element.type === 'data-field' || isVoid(element);
  editor.insertBreak = () => {
    if (aboveOf(editor, ['table-cell'])) return editor.insertText('\n');
    const item = aboveOf(editor, ['list-item']);
    if (item && Node.string(item[0]) === '' && !item[0].children.some((c) => Element.isElement(c) && c.type === 'data-field')) return toggleList(editor, currentListType(editor) ?? 'bulleted-list');
    insertBreak();
  };
  editor.deleteBackward = (unit) => {
    const cell = aboveOf(editor, ['table-cell']);
    if (cell && editor.selection && Range.isCollapsed(editor.selection) && Editor.isStart(editor, editor.selection.anchor, cell[1])) return;
    deleteBackward(unit);
  };
  editor.deleteForward = (unit) => {
    const cell = aboveOf(editor, ['table-cell']);
    if (cell && editor.selection && Range.isCollapsed(editor.selection) && Editor.isEnd(editor, editor.selection.anchor, cell[1])) return;
    deleteForward(unit);
  };
  return editor;
}

/** The nearest element of one of `types` above the selection. */
function aboveOf(editor: Editor, types: readonly string[]): [TextElement, Path] | undefined {
  if (!editor.selection) return undefined;
  return Editor.above(editor, { match: isElementOf(types) }) as [TextElement, Path] | undefined;
}

/** Whether `mark` is on at the selection (what the next typed text gets). */
export function isMarkActive(editor: Editor, mark: Mark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

/** Turns `mark` on or off for the selection. */
export function toggleMark(editor: Editor, mark: Mark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

/** The §9 font at the selection, if one is set. */
export function currentFont(editor: Editor): DocumentFont | undefined {
  return Editor.marks(editor)?.font;
}

/** Sets the selection's font (a leaf mark), or removes it with undefined. */
export function setFont(editor: Editor, font: DocumentFont | undefined): void {
  if (font) Editor.addMark(editor, 'font', font);
  else Editor.removeMark(editor, 'font');
}

/** Whether a block of `type` (and `level`, for headings) holds the selection. */
export function isBlockActive(editor: Editor, type: string, level?: HeadingLevel): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, selection),
    match: (n) => Element.isElement(n) && n.type === type && (level === undefined || (n.type === 'heading' && (n.level ?? 1) === level)),
  });
  return match !== undefined;
}

/** The type of the innermost list holding the selection. */
export function currentListType(editor: Editor): ListType | undefined {
  const list = aboveOf(editor, listTypes);
  return list ? (list[0].type as ListType) : undefined;
}

/** Lifts the selected list items out of their lists (they stay list items until retyped). */
function unwrapLists(editor: Editor): void {
  Transforms.unwrapNodes(editor, { match: isElementOf(listTypes), split: true });
}

/**
 * Makes the selected lines paragraphs, or headings of `level`; list items leave their list.
 * Table cells keep their shape (only the lines inside them change).
 */
export function setBlock(editor: Editor, type: 'paragraph' | 'heading', level: HeadingLevel = 1): void {
  Editor.withoutNormalizing(editor, () => {
    unwrapLists(editor);
    const match = isElementOf(textBlockTypes);
    if (type === 'heading') Transforms.setNodes(editor, { type: 'heading', level } as Partial<TextElement>, { match });
    else {
      Transforms.setNodes(editor, { type: 'paragraph' } as Partial<TextElement>, { match });
      Transforms.unsetNodes(editor, 'level', { match });
    }
  });
}

/**
 * Turns the selected lines into a list of `type`, switches a list of the other type, or, when
 * they already are that list, back into paragraphs.
 */
export function toggleList(editor: Editor, type: ListType): void {
  const active = currentListType(editor) === type;
  Editor.withoutNormalizing(editor, () => {
    unwrapLists(editor);
    const match = isElementOf(textBlockTypes);
    Transforms.unsetNodes(editor, 'level', { match });
    Transforms.setNodes(editor, { type: active ? 'paragraph' : 'list-item' } as Partial<TextElement>, { match });
    if (!active) Transforms.wrapNodes(editor, { type, children: [] } as TextElement, { match: isElementOf(['list-item']) });
  });
}

/** Whether the selection is inside a link. */
export function isLinkActive(editor: Editor): boolean {
  return aboveOf(editor, ['link']) !== undefined;
}

/** The URL of the link holding the selection. */
export function currentLinkUrl(editor: Editor): string | undefined {
  const link = aboveOf(editor, ['link'])?.[0];
  return link?.type === 'link' ? link.url : undefined;
}

/** Removes the links around the selection, keeping their text. */
export function unwrapLink(editor: Editor): void {
  Transforms.unwrapNodes(editor, { match: isElementOf(['link']) });
}

/**
 * Links the selected text to `url` (replacing a link already there); with nothing selected,
 * inserts the URL itself as linked text. Returns false, changing nothing, when the URL is not
 * http, https or mailto (core isAllowedLinkUrl; the server refuses others with 400).
 */
export function wrapLink(editor: Editor, url: string): boolean {
  const href = url.trim();
  if (!isAllowedLinkUrl(href) || !editor.selection) return false;
  if (isLinkActive(editor)) unwrapLink(editor);
  const collapsed = Range.isCollapsed(editor.selection);
  const link = { type: 'link', url: href, children: collapsed ? [{ text: href }] : [] } as TextElement;
  if (collapsed) Transforms.insertNodes(editor, link);
  else Transforms.wrapNodes(editor, link, { split: true });
  // The cursor goes after the link, so what is typed next is not part of it.
  const inserted = aboveOf(editor, ['link']) ?? (editor.selection ? (Editor.above(editor, { at: Range.end(editor.selection), match: isElementOf(['link']) }) as [TextElement, Path] | undefined) : undefined);
  const after = inserted && Editor.after(editor, inserted[1]);
  if (after) Transforms.select(editor, after);
  else Transforms.collapse(editor, { edge: 'end' });
  return true;
}

/** Whether the selection is inside a table. */
export function isInTable(editor: Editor): boolean {
  return aboveOf(editor, ['table']) !== undefined;
}

const newCell = (): TextElement => ({ type: 'table-cell', children: [{ text: '' }] });

/** Inserts a `rows` x `columns` table after the current block, a paragraph after it, and puts the cursor in the first cell. */
export function insertTable(editor: Editor, rows = 2, columns = 2): void {
  const table: TextElement = {
    type: 'table',
    children: Array.from({ length: rows }, () => ({ type: 'table-row' as const, children: Array.from({ length: columns }, newCell) as never })),
  };
  const top = editor.selection ? Path.next([editor.selection.anchor.path[0]!]) : [editor.children.length];
  const currentTop = editor.selection ? editor.children[editor.selection.anchor.path[0]!] : undefined;
  // An empty paragraph is replaced by the table rather than left above it.
  const replace = currentTop && Element.isElement(currentTop) && currentTop.type === 'paragraph' && Node.string(currentTop) === '' && !currentTop.children.some((c) => Element.isElement(c));
  const at = replace ? [editor.selection!.anchor.path[0]!] : top;
  Editor.withoutNormalizing(editor, () => {
    if (replace) Transforms.removeNodes(editor, { at });
    Transforms.insertNodes(editor, [table, emptyParagraph()], { at });
  });
  Transforms.select(editor, Editor.start(editor, [...at, 0, 0]));
}

/** Adds an empty row below the selected row, as wide as it. */
export function addTableRow(editor: Editor): void {
  const row = aboveOf(editor, ['table-row']);
  if (!row) return;
  Transforms.insertNodes(editor, { type: 'table-row', children: row[0].children.map(newCell) } as TextElement, { at: Path.next(row[1]) });
}

/** Adds an empty column right of the selected cell, in every row of the table. */
export function addTableColumn(editor: Editor): void {
  const cell = aboveOf(editor, ['table-cell']);
  const table = aboveOf(editor, ['table']);
  if (!cell || !table) return;
  const column = cell[1][cell[1].length - 1]!;
  Editor.withoutNormalizing(editor, () => {
    table[0].children.forEach((_, r) => Transforms.insertNodes(editor, newCell(), { at: [...table[1], r, column + 1] }));
  });
}

/** Inserts a void placeholder of the data field `key` at the selection and moves past it. */
export function insertDataField(editor: Editor, key: string): void {
  Transforms.insertNodes(editor, { type: 'data-field', key, children: [{ text: '' }] } as TextElement);
  Transforms.move(editor);
}

/** A §3 data field item for `onDataChange`: `{ key: 'data_field', value: { key, name, value: '', type: 'text' } }`. */
export function dataFieldItem(key: string, name: string): { key: 'data_field'; value: { key: string; name: string; value: string; type: 'text' } } {
  return { key: 'data_field', value: { key, name, value: '', type: 'text' } };
}
