/** Renders a type 10 text box (§3 Box): its Slate nodes as headings and paragraphs. */
import type { BoxRenderer } from './boxRenderers.js';

interface Leaf {
  text?: unknown;
}
interface Node {
  type?: unknown;
  children?: unknown;
}

/** The plain text of a Slate element: its leaves' texts joined (inline marks are not rendered yet). */
function plainText(node: Node): string {
  return Array.isArray(node.children) ? (node.children as Leaf[]).map((leaf) => (typeof leaf?.text === 'string' ? leaf.text : '')).join('') : '';
}

/** Text box renderer: `heading` nodes in bold 14 pt, everything else as 11 pt paragraphs. */
export const renderTextBox: BoxRenderer = ({ cursor }, box) => {
  const nodes = (box.content as { nodes?: unknown }).nodes;
  if (!Array.isArray(nodes)) return;
  for (const node of nodes as Node[]) {
    if (node?.type === 'heading') {
      cursor.space(4);
      cursor.text(plainText(node), { size: 14, bold: true, spaceAfter: 4 });
    } else {
      cursor.text(plainText(node), { size: 11, spaceAfter: 6 });
    }
  }
};
