import type { BoxEditorProps } from './BoxEditorProps.js';

/** Pdf box editor (§3 Box): not built yet; the section is kept unchanged on save. */
export function PdfBoxEditor({ label }: BoxEditorProps) {
  return <p className="hint">{label}</p>;
}
