import type { BoxEditorProps } from './BoxEditorProps.js';

/** Attachments box editor (§3 Box): not built yet; the section is kept unchanged on save. */
export function AttachmentsBoxEditor({ label }: BoxEditorProps) {
  return <p className="hint">{label}</p>;
}
