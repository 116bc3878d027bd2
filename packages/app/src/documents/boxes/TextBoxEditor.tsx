import { RichTextEditor } from '../richText/RichTextEditor.js';
import type { BoxEditorProps } from './BoxEditorProps.js';

/** Text box (§3 type 10) editor: the rich-text editor, its Slate nodes saved under `content.nodes`. */
export function TextBoxEditor({ box, onChange, data, onDataChange, label }: BoxEditorProps) {
  return <RichTextEditor content={box.content} data={data} onDataChange={onDataChange} section={label} onChange={(nodes) => onChange({ ...box, content: { nodes } })} />;
}
