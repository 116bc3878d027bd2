import type { ReactNode } from 'react';
import type { TextLeaf } from '@inkflow/core';

/** `text` (a leaf's text or a piece of it) with the leaf's marks: bold, italic, underline (§3 Box type 10). */
export function markedLeaf(leaf: TextLeaf, text: string): ReactNode {
  let node: ReactNode = text;
  if (leaf.underline === true) node = <u>{node}</u>;
  if (leaf.italic === true) node = <em>{node}</em>;
  if (leaf.bold === true) node = <strong>{node}</strong>;
  return node;
}
