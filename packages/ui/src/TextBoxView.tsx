import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  dataFieldValues,
  documentFonts,
  fontFamilyCss,
  isAllowedLinkUrl,
  isDataFieldEmpty,
  richTextLimits,
  type DataFieldValue,
  type DocumentFont,
  type TextBoxContent,
  type TextLeaf,
} from '@inkflow/core';
import type { LeafRenderer, TextDecorator } from './collaboration/TextDecorator.js';
import { leafOffsets } from './collaboration/leafOffsets.js';
import { markedLeaf } from './collaboration/markedLeaf.js';

/** Props of TextBoxView. */
export interface TextBoxViewProps {
  /** The content of a type 10 text box (§3 Box): Slate nodes under `nodes`. */
  content: TextBoxContent | Record<string, unknown>;
  /** The agreement's data (§3 Data field items `{ key: 'data_field', value }`) that fills data-field placeholders. */
  data?: readonly unknown[];
  /** The section's box id, rendered as `data-box-id` so a text selection maps to this section. */
  boxId?: number;
  /** Draws comment highlights and tracked changes (collaboration/textDecorator.tsx, loaded on demand). */
  decorator?: TextDecorator;
  /** With it, the section offers a subtle "Comment on this section" button (the keyboard path to a whole-section comment). */
  onCommentSection?: (boxId: number) => void;
}

/** A stored node seen without trusting its shape. */
interface AnyNode {
  type?: unknown;
  text?: unknown;
  children?: unknown;
  level?: unknown;
  align?: unknown;
  url?: unknown;
  key?: unknown;
  bold?: unknown;
  italic?: unknown;
  underline?: unknown;
  font?: unknown;
}

interface RenderScope {
  fields: Map<string, DataFieldValue>;
  t: TFunction<'boxes'>;
  offsets: Map<object, number>;
  lastInBlock: Set<object>;
  decorate: LeafRenderer | undefined;
}

const fonts = new Set<string>(documentFonts);
const aligns = new Set(['left', 'center', 'right']);

const asNode = (v: unknown): AnyNode | undefined => (typeof v === 'object' && v !== null ? (v as AnyNode) : undefined);
const childrenOf = (node: AnyNode): unknown[] => (Array.isArray(node.children) ? node.children : []);
const alignStyle = (node: AnyNode): CSSProperties | undefined => (typeof node.align === 'string' && aligns.has(node.align) ? { textAlign: node.align as CSSProperties['textAlign'] } : undefined);

/**
 * One leaf: a span carrying `data-ink-offset` (its start in the section's plain text) with the
 * leaf's marks and font; with a decorator (comments and tracked changes), what it draws instead.
 */
function renderLeaf(leaf: TextLeaf, key: number, scope: RenderScope): ReactNode {
  const style = typeof leaf.font === 'string' && fonts.has(leaf.font) ? { fontFamily: fontFamilyCss(leaf.font as DocumentFont) } : undefined;
  const offset = scope.offsets.get(leaf);
  if (offset !== undefined && scope.decorate) return scope.decorate(leaf, offset, scope.lastInBlock.has(leaf), style, key);
  return (
    <span key={key} style={style} data-ink-offset={offset}>
      {markedLeaf(leaf, leaf.text)}
    </span>
  );
}

/** A data-field placeholder: the field's value, else its name (or key) in brackets, marked empty. */
function renderPlaceholder(node: AnyNode, key: number, { fields, t }: RenderScope): ReactNode {
  const fieldKey = typeof node.key === 'string' ? node.key : '';
  const field = fields.get(fieldKey);
  if (field && !isDataFieldEmpty(field)) {
    const value = typeof field.value === 'boolean' ? t('text.checked') : String(field.value);
    return (
      <span key={key} className="ink-textbox__field" data-field-key={fieldKey}>
        {value}
      </span>
    );
  }
  return (
    <span key={key} className="ink-textbox__field ink-textbox__field--empty" data-field-key={fieldKey} title={t('text.emptyFieldTitle')}>
      {t('text.emptyField', { name: field?.name || fieldKey })}
    </span>
  );
}

/** Renders one stored node; `depth` guards against trees the schema would refuse. */
function renderNode(value: unknown, key: number, depth: number, scope: RenderScope): ReactNode {
  const node = asNode(value);
  if (!node || depth > richTextLimits.depthMax + 1) return null;
  if (typeof node.text === 'string' && node.type === undefined) return renderLeaf(node as TextLeaf, key, scope);
  const children = () => childrenOf(node).map((child, i) => renderNode(child, i, depth + 1, scope));
  switch (node.type) {
    case 'heading': {
      // The document's name is the page's h1, so heading levels 1-3 are h2-h4.
      const level = node.level === 2 || node.level === 3 ? node.level : 1;
      const Tag = (['h2', 'h3', 'h4'] as const)[level - 1]!;
      return (
        <Tag key={key} className={`ink-textbox__heading ink-textbox__heading--${level}`} style={alignStyle(node)}>
          {children()}
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p key={key} className="ink-textbox__paragraph" style={alignStyle(node)}>
          {children()}
        </p>
      );
    case 'bulleted-list':
    case 'numbered-list': {
      const Tag = node.type === 'bulleted-list' ? 'ul' : 'ol';
      // A nested list sits beside the items; HTML wants it inside an li.
      const items = childrenOf(node).map((child, i) => {
        const rendered = renderNode(child, i, depth + 1, scope);
        return asNode(child)?.type === 'list-item' ? rendered : (
          <li key={i} className="ink-textbox__nested">
            {rendered}
          </li>
        );
      });
      return (
        <Tag key={key} className="ink-textbox__list">
          {items}
        </Tag>
      );
    }
    case 'list-item':
      return <li key={key}>{children()}</li>;
    case 'table':
      return (
        <table key={key} className="ink-textbox__table">
          <tbody>{children()}</tbody>
        </table>
      );
    case 'table-row':
      return <tr key={key}>{children()}</tr>;
    case 'table-cell':
      return <td key={key}>{children()}</td>;
    case 'link':
      return typeof node.url === 'string' && isAllowedLinkUrl(node.url) ? (
        <a key={key} href={node.url} rel="noopener noreferrer" target="_blank">
          {children()}
        </a>
      ) : (
        <span key={key}>{children()}</span>
      );
    case 'data-field':
      return renderPlaceholder(node, key, scope);
    default:
      return null;
  }
}

/**
 * Read-only rendering of a text box (§3 Box type 10) as semantic HTML: headings 1-3 as h2-h4,
 * paragraphs, ul/ol lists, tables, links (http/https/mailto only, opened in a new tab without
 * opener), data-field placeholders filled from `data` (or shown as `[name]`, marked empty) and
 * leaves with bold, italic, underline and a §9 font family. Content is a stored document, so
 * unknown shapes are skipped rather than trusted; text is rendered as text (never as HTML).
 * Every piece of text carries `data-ink-offset` (its start in the section's plain text, core
 * text/textAnchor.ts) and the section `data-box-id`, so a selection maps to offsets; with
 * `decorator` it draws comment anchors (`<mark class="ink-comment-anchor">`) and tracked
 * changes (`<del class="ink-suggestion-delete">`, `<ins class="ink-suggestion-insert">`), each with
 * `data-message-id`, as buttons when `onSelectMessage` is given (§2 Collaboration, §3 Message).
 */
export function TextBoxView({ content, data = [], boxId, decorator, onCommentSection }: TextBoxViewProps) {
  const { t } = useTranslation('boxes');
  const nodes = Array.isArray((content as TextBoxContent).nodes) ? (content as TextBoxContent).nodes : [];
  const { offsets, lastInBlock } = leafOffsets(nodes);
  const scope: RenderScope = {
    fields: dataFieldValues(data),
    t,
    offsets,
    lastInBlock,
    decorate: decorator?.begin(),
  };
  return (
    <div className="ink-textbox" data-box-id={boxId}>
      {nodes.map((node, i) => renderNode(node, i, 1, scope))}
      {onCommentSection && boxId !== undefined && (
        <button type="button" className="ink-textbox__comment-section" onClick={() => onCommentSection(boxId)}>
          {t('text.commentSection')}
        </button>
      )}
    </div>
  );
}
