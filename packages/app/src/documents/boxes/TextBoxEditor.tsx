import { useEditorCollaboration } from '../richText/editorCollaboration.js';
import { RichTextEditor } from '../richText/RichTextEditor.js';
import type { BoxEditorProps } from './BoxEditorProps.js';

/**
 * Text box (§3 type 10) editor: the rich-text editor, its Slate nodes saved under
 * `content.nodes`. Once the box is saved (it has an id) and the page has collaboration
 * (EditorCollaborationContext: documents, not templates), it offers comments, shows highlights
 * and tracked changes, and follows suggestion mode.
 */
export function TextBoxEditor({ box, onChange, data, onDataChange, label }: BoxEditorProps) {
  const collab = useEditorCollaboration();
  const collaboration = collab && box.id !== undefined ? { ...collab, boxId: box.id } : undefined;
  return (
    <RichTextEditor
      content={box.content}
      data={data}
      onDataChange={onDataChange}
      section={label}
      collaboration={collaboration}
      onChange={(nodes) => onChange({ ...box, content: { nodes } })}
    />
  );
}
