import type { BoxEditorProps } from './BoxEditorProps.js';

/** Duration box editor (§3 Box): not built yet; the section is kept unchanged on save. */
export function DurationBoxEditor({ label }: BoxEditorProps) {
  return <p className="hint">{label}</p>;
}
