import type { CSSProperties, ReactNode } from 'react';
import type { TextLeaf } from '@inkflow/core';

/** Renders one leaf starting at `start` of the section's plain text (TextBoxView's leaf, decorated). */
export type LeafRenderer = (leaf: TextLeaf, start: number, lastInBlock: boolean, style: CSSProperties | undefined, key: number) => ReactNode;

/**
 * What draws a text section's comments and tracked changes (collaboration/textDecorator.tsx).
 * `begin()` starts one render of the section (insertions are drawn once per render) and returns
 * the leaf renderer.
 */
export interface TextDecorator {
  begin(): LeafRenderer;
}
