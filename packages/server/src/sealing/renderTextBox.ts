/**
 * Renders a type 10 text box (§3 Box) into the sealed PDF: its Slate nodes (core
 * richTextSchema.ts) as headings, paragraphs, bulleted and numbered lists, and tables as rows of
 * cell texts. Links print as their text; data-field placeholders as the field's value from
 * `agreement.data`, or `[name]` when it is empty. Marks and fonts are not printed (the PDF uses
 * the standard Helvetica faces, see PdfCursor).
 */
import { dataFieldsByKey, isDataFieldEmpty, richTextLimits, type DataField } from '@inkflow/core';
import type { BoxRenderer } from './BoxRenderer.js';
import type { PdfCursor } from './PdfCursor.js';
import type { Translate } from './sealStrings.js';

interface Node {
  type?: unknown;
  text?: unknown;
  children?: unknown;
  level?: unknown;
  key?: unknown;
}

interface Scope {
  cursor: PdfCursor;
  t: Translate;
  fields: Map<string, DataField['value']>;
}

/** Points of indent per list level. */
const listIndent = 16;
const body = { size: 11, spaceAfter: 6 } as const;
const headingSizes = { 1: 14, 2: 12.5, 3: 11.5 } as const;

const childrenOf = (node: Node): Node[] => (Array.isArray(node.children) ? (node.children as unknown[]).filter((c): c is Node => typeof c === 'object' && c !== null) : []);
const isBlock = (node: Node) => typeof node.type === 'string' && !['link', 'data-field'].includes(node.type);

/** The printed value of a data-field placeholder. */
function placeholderText(node: Node, { t, fields }: Scope): string {
  const key = typeof node.key === 'string' ? node.key : '';
  const field = fields.get(key);
  if (!field || isDataFieldEmpty(field)) return `[${field?.name || key}]`;
  if (typeof field.value === 'boolean') return t('sign:seal.yes', { defaultValue: 'Yes' });
  return String(field.value);
}

/** The plain text of inline content: leaves, link texts and placeholder values, joined. */
function inlineText(node: Node, scope: Scope, depth = 0): string {
  if (depth > richTextLimits.depthMax + 1) return '';
  if (typeof node.text === 'string' && node.type === undefined) return node.text;
  if (node.type === 'data-field') return placeholderText(node, scope);
  return childrenOf(node)
    .map((child) => inlineText(child, scope, depth + 1))
    .join(isBlock(node) && childrenOf(node).some(isBlock) ? ' ' : '');
}

/** Renders one block at `indent` points; `prefix` (a bullet or number) starts its first line. */
function renderBlock(node: Node, scope: Scope, indent: number, depth: number, prefix = ''): void {
  const { cursor } = scope;
  if (depth > richTextLimits.depthMax + 1) return;
  switch (node.type) {
    case 'heading': {
      const level = node.level === 2 || node.level === 3 ? node.level : 1;
      cursor.space(4);
      cursor.text(prefix + inlineText(node, scope), { size: headingSizes[level], bold: true, spaceAfter: 4, indent });
      return;
    }
    case 'bulleted-list':
    case 'numbered-list': {
      let number = 0;
      for (const child of childrenOf(node)) {
        if (child.type === 'list-item') {
          number += 1;
          renderListItem(child, scope, indent, depth + 1, node.type === 'numbered-list' ? `${number}. ` : '\u2022 ');
        } else {
          renderBlock(child, scope, indent + listIndent, depth + 1);
        }
      }
      cursor.space(4);
      return;
    }
    case 'table':
      // Cells print as one line per row, separated by vertical bars (pdftotext keeps their order).
      for (const row of childrenOf(node)) {
        const cells = childrenOf(row).map((cell) => inlineText(cell, scope).trim());
        cursor.text(prefix + cells.join(' | '), { size: 10, spaceAfter: 2, indent });
      }
      cursor.space(6);
      return;
    default:
      cursor.text(prefix + inlineText(node, scope), { ...body, indent });
  }
}

/** A list item: its line with the bullet or number, then any nested blocks indented below it. */
function renderListItem(item: Node, scope: Scope, indent: number, depth: number, marker: string): void {
  const children = childrenOf(item);
  if (!children.some(isBlock)) {
    scope.cursor.text(marker + inlineText(item, scope), { size: 11, spaceAfter: 2, indent });
    return;
  }
  children.forEach((child, i) => {
    if (child.type === 'bulleted-list' || child.type === 'numbered-list') renderBlock(child, scope, indent + listIndent, depth + 1);
    else if (i === 0) renderBlock(child, scope, indent, depth + 1, marker);
    else renderBlock(child, scope, indent + listIndent, depth + 1);
  });
}

/** Text box renderer: headings in bold 14/12.5/11.5 pt by level, other text in 11 pt, lists indented per level. */
export const renderTextBox: BoxRenderer = ({ cursor, t, loaded }, box) => {
  const nodes = (box.content as { nodes?: unknown }).nodes;
  if (!Array.isArray(nodes)) return;
  const scope: Scope = { cursor, t, fields: dataFieldsByKey(Array.isArray(loaded.agreement.data) ? (loaded.agreement.data as unknown[]) : []) };
  for (const node of nodes as unknown[]) if (typeof node === 'object' && node !== null) renderBlock(node as Node, scope, 0, 1);
};
