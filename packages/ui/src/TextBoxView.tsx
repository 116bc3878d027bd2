import type { ReactNode } from 'react';
import type { TextBoxContent, TextElement, TextLeaf } from '@inkflow/core';

/** Props of TextBoxView. */
export interface TextBoxViewProps {
  /** The content of a type 10 text box (§3 Box): Slate nodes under `nodes`. */
  content: TextBoxContent | Record<string, unknown>;
  /** The agreement's data (§3 Data field) that fills data-field placeholders. */
  data?: readonly unknown[];
}

const isLeaf = (v: unknown): v is TextLeaf => typeof v === 'object' && v !== null && typeof (v as TextLeaf).text === 'string';
const isElement = (v: unknown): v is TextElement =>
  typeof v === 'object' && v !== null && Array.isArray((v as TextElement).children);

function renderLeaf(leaf: TextLeaf, key: number): ReactNode {
  let node: ReactNode = leaf.text;
  if (leaf.underline) node = <u>{node}</u>;
  if (leaf.italic) node = <em>{node}</em>;
  if (leaf.bold) node = <strong>{node}</strong>;
  return <span key={key}>{node}</span>;
}

/**
 * Read-only rendering of a text box (§3 Box type 10): `paragraph` and `heading` elements with
 * bold, italic and underline leaves. Content is a stored document, so unknown shapes are skipped
 * rather than trusted; text is rendered as text (never as HTML).
 */
export function TextBoxView({ content }: TextBoxViewProps) {
  const nodes = Array.isArray((content as TextBoxContent).nodes) ? (content as TextBoxContent).nodes : [];
  return (
    <div className="ink-textbox">
      {nodes.filter(isElement).map((element, i) => {
        const leaves = element.children.filter(isLeaf).map(renderLeaf);
        return element.type === 'heading' ? (
          <h2 key={i} className="ink-textbox__heading">
            {leaves}
          </h2>
        ) : (
          <p key={i} className="ink-textbox__paragraph">
            {leaves}
          </p>
        );
      })}
    </div>
  );
}
