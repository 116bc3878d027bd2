/**
 * Slate's custom types for the app's rich-text editor: elements and leaves are core's text box
 * node types (domain/agreement.ts), so what the editor holds is what PUT /agreements/{id} takes.
 */
import type { TextElement, TextLeaf } from '@inkflow/core';
import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

/** The editor: Slate with React and history. */
export type RichTextEditorInstance = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: RichTextEditorInstance;
    Element: TextElement;
    Text: TextLeaf;
  }
}
