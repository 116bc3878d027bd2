import type { BoxEditorProps } from './BoxEditorProps.js';

/** ProductTable box editor (§3 Box): not built yet; the section is kept unchanged on save. */
export function ProductTableBoxEditor({ label }: BoxEditorProps) {
  return <p className="hint">{label}</p>;
}
