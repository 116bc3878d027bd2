import { BoxType, type Agreement, type TextBoxContent, type UpdateAgreementRequest } from '@inkflow/core';

/**
 * The editor's model of the contract's one text box (§3 Box, type 10): a list of blocks,
 * each a paragraph or a heading of plain text. `key` is for React lists only.
 */
export interface Block {
  key: string;
  type: 'paragraph' | 'heading';
  text: string;
}

let nextKey = 0;

/** A new empty block of `type`. */
export function newBlock(type: Block['type'], text = ''): Block {
  nextKey += 1;
  return { key: `block-${nextKey}`, type, text };
}

/** The agreement's first text box in box order, if any. */
export function findTextBox(agreement: Agreement) {
  const byId = new Map(agreement.boxes.map((box) => [box.id, box]));
  const ordered = [...agreement.boxOrder.map((id) => byId.get(id)), ...agreement.boxes];
  return ordered.find((box) => box?.type === BoxType.Text);
}

/** Blocks of the agreement's text box; one empty paragraph when there is none, so there is somewhere to type. */
export function blocksFromAgreement(agreement: Agreement): Block[] {
  const content = findTextBox(agreement)?.content as Partial<TextBoxContent> | undefined;
  const nodes = Array.isArray(content?.nodes) ? content.nodes : [];
  const blocks = nodes.map((node) => newBlock(node.type === 'heading' ? 'heading' : 'paragraph', node.children.map((leaf) => leaf.text).join('')));
  return blocks.length > 0 ? blocks : [newBlock('paragraph')];
}

/** The text box of PUT /agreements/{id} for `blocks`, keeping the existing box's id and config. */
export function textBoxInput(blocks: Block[], existing?: { id: number; config: Record<string, unknown> }): NonNullable<UpdateAgreementRequest['boxes']>[number] {
  return {
    ...(existing ? { id: existing.id } : {}),
    type: BoxType.Text,
    content: { nodes: blocks.map((block) => ({ type: block.type, children: [{ text: block.text }] })) },
    config: existing?.config ?? {},
  };
}

/**
 * The 1-based number of each block among blocks of its own type, for the labels
 * "Paragraph N" / "Heading N": [heading, paragraph, paragraph] -> [1, 1, 2].
 */
export function numberBlocks(blocks: readonly Pick<Block, 'type'>[]): number[] {
  const seen = { paragraph: 0, heading: 0 };
  return blocks.map((block) => (seen[block.type] += 1));
}
