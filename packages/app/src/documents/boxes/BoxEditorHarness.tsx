import type { Agreement, BoxType } from '@inkflow/core';
import { useEffect, useState } from 'react';
import { BoxEditor } from './BoxEditor.js';
import { emptyBox, type EditorBox } from './EditorBox.js';

/** Props of BoxEditorHarness. */
export interface BoxEditorHarnessProps {
  agreement: Agreement;
  /** The section to edit: a box, or a type for an empty one. */
  box: EditorBox | BoxType;
  data?: unknown[];
  /** Called with the state after every change, for assertions. */
  onState?(state: { box: EditorBox; data: unknown[] }): void;
}

/**
 * One section editor with its draft state held here, as BoxListEditor would hold it: for
 * stories and component tests of the section editors (no server, no draft hook).
 */
export function BoxEditorHarness({ agreement, box: initial, data: initialData = [], onState }: BoxEditorHarnessProps) {
  const [box, setBox] = useState<EditorBox>(() => (typeof initial === 'number' ? emptyBox(initial) : initial));
  const [data, setData] = useState<unknown[]>(initialData);
  useEffect(() => {
    onState?.({ box, data });
  }, [box, data, onState]);
  return (
    <BoxEditor
      box={box}
      agreement={agreement}
      data={data}
      label="Section 1"
      onChange={setBox}
      onDataChange={setData}
    />
  );
}
