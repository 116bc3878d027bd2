import { useState } from 'react';
import { BlockEditor } from '../BlockEditor.js';
import { newBlock, type Block } from '../blocks.js';
import type { BoxEditorProps } from './BoxEditorProps.js';

interface SimpleNode {
  type?: string;
  children?: { text?: string }[];
}

/** Text box (§3 type 10) editor: paragraphs and headings stored as Slate nodes under `content.nodes`. */
export function TextBoxEditor({ box, onChange }: BoxEditorProps) {
  const [blocks, setBlocks] = useState<Block[]>(() => {
    const nodes = Array.isArray(box.content.nodes) ? (box.content.nodes as SimpleNode[]) : [];
    const parsed = nodes.map((n) => newBlock(n.type === 'heading' ? 'heading' : 'paragraph', (n.children ?? []).map((c) => c.text ?? '').join('')));
    return parsed.length > 0 ? parsed : [newBlock('paragraph')];
  });
  const change = (next: Block[]) => {
    setBlocks(next);
    onChange({ ...box, content: { nodes: next.map((b) => ({ type: b.type, children: [{ text: b.text }] })) } });
  };
  return <BlockEditor blocks={blocks} onChange={change} />;
}
