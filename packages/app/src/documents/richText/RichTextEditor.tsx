import { dataFieldsByKey, type TextBlock } from '@inkflow/core';
import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createEditor, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, Slate, withReact, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import { RichTextElement, RichTextLeaf } from './renderRichText.js';
import { nodesFromContent, toggleMark, withRichText, type Mark } from './richTextCommands.js';
import { Toolbar } from './Toolbar.js';
import './richText.css';

/** Props of RichTextEditor. */
export interface RichTextEditorProps {
  /** The text box's content as loaded (`{ nodes }`); read once, when the editor mounts. */
  content: Record<string, unknown>;
  /** Receives the Slate nodes after every change of the text (not of the cursor alone). */
  onChange(nodes: TextBlock[]): void;
  /** The agreement's data (§3 data fields): placeholder names and values, and the Data field choice. */
  data: unknown[];
  /** Receives the data with a data field added from the toolbar. */
  onDataChange(data: unknown[]): void;
  /** The section's accessible name, e.g. "Section 1: Text"; the editable is "{section} content". */
  section: string;
}

const shortcuts: Record<string, Mark> = { b: 'bold', i: 'italic', u: 'underline' };

/**
 * The rich-text editor of a text box (§3 Box type 10) on Slate: a toolbar (Toolbar.tsx) over an
 * editable region holding core's text box nodes, with Ctrl/Cmd+B, I and U for the marks and
 * undo/redo from slate-history. What it emits is valid for PUT /agreements/{id} as it is.
 */
export function RichTextEditor({ content, onChange, data, onDataChange, section }: RichTextEditorProps) {
  const { t } = useTranslation('richtext');
  const [editor] = useState(() => withRichText(withHistory(withReact(createEditor()))));
  const [initialValue] = useState<Descendant[]>(() => nodesFromContent(content));
  const fields = useMemo(() => dataFieldsByKey(data), [data]);
  const renderElement = useCallback((props: RenderElementProps) => <RichTextElement {...props} fields={fields} />, [fields]);
  const renderLeaf = useCallback((props: RenderLeafProps) => <RichTextLeaf {...props} />, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const mark = shortcuts[event.key.toLowerCase()];
    if (mark && (event.ctrlKey || event.metaKey) && !event.altKey) {
      event.preventDefault();
      toggleMark(editor, mark);
    }
  };

  return (
    <div className="rich-text">
      <Slate
        editor={editor}
        initialValue={initialValue}
        onChange={(value) => {
          if (editor.operations.some((op) => op.type !== 'set_selection')) onChange(value as TextBlock[]);
        }}
      >
        <Toolbar section={section} data={data} onDataChange={onDataChange} fields={fields} />
        <Editable className="rt-editable" aria-label={t('editable', { section })} aria-multiline renderElement={renderElement} renderLeaf={renderLeaf} onKeyDown={onKeyDown} />
      </Slate>
    </div>
  );
}
