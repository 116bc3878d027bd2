/**
 * How the rich-text editor draws core's text box nodes (§3 Box type 10): `RichTextElement`
 * for elements (headings 1-3 as h3-h5 under the section's h2, lists, tables, links, data-field
 * placeholders as non-editable chips) and `RichTextLeaf` for marks and §9 fonts.
 */
import { fontFamilyCss, isDataFieldEmpty, type DataField } from '@inkflow/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { RenderElementProps, RenderLeafProps } from 'slate-react';
import type { CollabLeafProps } from './collabAnnotations.js';
import './slateTypes.js';

/** Props of RichTextElement: Slate's, plus the agreement's data fields by key for placeholders. */
export interface RichTextElementProps extends RenderElementProps {
  fields: ReadonlyMap<string, DataField['value']>;
}

/** One element of the editor. */
export function RichTextElement({ attributes, children, element, fields }: RichTextElementProps) {
  const { t } = useTranslation('richtext');
  const style: CSSProperties | undefined = 'align' in element && element.align ? { textAlign: element.align } : undefined;
  switch (element.type) {
    case 'heading': {
      const level = element.level ?? 1;
      const Tag = (['h3', 'h4', 'h5'] as const)[level - 1]!;
      return (
        <Tag {...attributes} className={`rt-heading rt-heading-${level}`} style={style}>
          {children}
        </Tag>
      );
    }
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'table':
      return (
        <table {...attributes} className="rt-table">
          <tbody>{children}</tbody>
        </table>
      );
    case 'table-row':
      return <tr {...attributes}>{children}</tr>;
    case 'table-cell':
      return <td {...attributes}>{children}</td>;
    case 'link':
      // In the editor a click places the cursor; the link is followed from the document view.
      return (
        <a {...attributes} href={element.url} className="rt-link" onClick={(e) => e.preventDefault()}>
          {children}
        </a>
      );
    case 'data-field': {
      const field = fields.get(element.key);
      const name = field?.name || element.key;
      const filled = field && !isDataFieldEmpty(field);
      return (
        <span {...attributes} contentEditable={false} className={`rt-field${filled ? '' : ' rt-field-empty'}`} data-field-key={element.key} title={t('placeholderTitle', { name })}>
          {filled ? String(field.value) : t('placeholderEmpty', { name })}
          {children}
        </span>
      );
    }
    default:
      return (
        <p {...attributes} style={style}>
          {children}
        </p>
      );
  }
}

/**
 * One leaf of the editor: bold, italic, underline and a §9 font family, and the collaboration
 * decorations (collabAnnotations.ts): a comment highlight, a suggested deletion, and a
 * suggested insertion as a non-editable widget before or after the leaf's text.
 */
export function RichTextLeaf({ attributes, children, leaf }: RenderLeafProps) {
  const collab = leaf as typeof leaf & CollabLeafProps;
  let node = children;
  if (leaf.bold) node = <strong>{node}</strong>;
  if (leaf.italic) node = <em>{node}</em>;
  if (leaf.underline) node = <u>{node}</u>;
  if (collab.suggestionDeleteId !== undefined)
    node = (
      <del className="ink-suggestion-delete" data-message-id={collab.suggestionDeleteId}>
        {node}
      </del>
    );
  if (collab.commentId !== undefined)
    node = (
      <mark className="ink-comment-anchor" data-message-id={collab.commentId}>
        {node}
      </mark>
    );
  return (
    <span {...attributes} style={leaf.font ? { fontFamily: fontFamilyCss(leaf.font) } : undefined}>
      {collab.insertBefore && <SuggestedInsertion {...collab.insertBefore} />}
      {node}
      {collab.insertAfter && <SuggestedInsertion {...collab.insertAfter} />}
    </span>
  );
}

/** A suggested insertion (§3 Message type 4): green, not editable, focusable; Enter or a click opens Accept / Reject. */
function SuggestedInsertion({ id, text }: { id: number; text: string }) {
  const { t } = useTranslation('app');
  return (
    <ins className="ink-suggestion-insert" data-message-id={id} contentEditable={false} tabIndex={0} role="button" aria-label={t('editor.collab.inserted', { text })}>
      {text}
    </ins>
  );
}
