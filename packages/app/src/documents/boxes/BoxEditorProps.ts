import type { Agreement } from '@inkflow/core';
import type { EditorBox } from './EditorBox.js';

/**
 * What every section editor gets (one file per §3 box type under documents/boxes/): the box as
 * edited, `onChange` with the whole new box (same `key`), the agreement as last loaded or saved
 * (its id for uploads, its checksum), and the agreement's data fields with their setter, for
 * boxes bound to data fields (form inputs, data-field placeholders, visibility rules).
 */
export interface BoxEditorProps {
  box: EditorBox;
  onChange(box: EditorBox): void;
  agreement: Agreement;
  data: unknown[];
  onDataChange(data: unknown[]): void;
  /** An accessible name for the section, e.g. "Section 2: Text". */
  label: string;
}
