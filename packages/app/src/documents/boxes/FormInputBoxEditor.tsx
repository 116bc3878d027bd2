import type { BoxEditorProps } from './BoxEditorProps.js';

/** FormInput box editor (§3 Box): not built yet; the section is kept unchanged on save. */
export function FormInputBoxEditor({ label }: BoxEditorProps) {
  return <p className="hint">{label}</p>;
}
