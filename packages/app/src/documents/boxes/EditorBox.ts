import { BoxType, orderedBoxes as inBoxOrder, type Agreement, type Box, type UpdateAgreementRequest } from '@inkflow/core';

/**
 * One section of the agreement being edited (§3 Box): the saved box's `id` when it has one,
 * its `type`, and `content`/`config` in their wire shapes (core boxSchemas.ts). `key` is stable
 * for React lists and local state (collapsed sections), also before the first save.
 */
export interface EditorBox {
  key: string;
  id?: number;
  type: BoxType;
  content: Record<string, unknown>;
  config: Record<string, unknown>;
  /** Server-owned values of the last save (product table sums); never sent back. */
  store?: unknown;
}

let nextKey = 0;

/** A fresh key for a box added in the editor. */
export function newBoxKey(): string {
  nextKey += 1;
  return `new-${nextKey}`;
}

/** The key of a saved box: stable across saves and reloads, so local state can find it again. */
export function savedBoxKey(id: number): string {
  return `box-${id}`;
}

/** The agreement's boxes in `boxOrder` (boxes missing from it follow, so nothing is lost). */
export function orderedBoxes(agreement: Pick<Agreement, 'boxes' | 'boxOrder'>): Box[] {
  return inBoxOrder(agreement.boxes, agreement.boxOrder);
}

/** The editor's boxes of `agreement`, in box order. */
export function editorBoxesFrom(agreement: Pick<Agreement, 'boxes' | 'boxOrder'>): EditorBox[] {
  return orderedBoxes(agreement).map((box) => ({
    key: savedBoxKey(box.id),
    id: box.id,
    type: box.type,
    content: box.content as Record<string, unknown>,
    config: box.config,
    ...(box.store !== undefined ? { store: box.store } : {}),
  }));
}

/** The `boxes` of PUT /agreements/{id}: wire shapes in editor order, ids kept, store left to the server. */
export function boxesInput(boxes: readonly EditorBox[]): NonNullable<UpdateAgreementRequest['boxes']> {
  return boxes.map((box) => ({ ...(box.id !== undefined ? { id: box.id } : {}), type: box.type, content: box.content, config: box.config }) as NonNullable<UpdateAgreementRequest['boxes']>[number]);
}

/** Empty content and config of a new box of `type` (valid for PUT as they are). */
export function emptyBox(type: BoxType): EditorBox {
  const key = newBoxKey();
  switch (type) {
    case BoxType.Text:
      return { key, type, content: { nodes: [{ type: 'paragraph', children: [{ text: '' }] }] }, config: {} };
    case BoxType.Duration:
      return { key, type, content: { start_date: null, end_date: null, duration: null, notice_period: null, initial_duration: null }, config: {} };
    case BoxType.Pdf:
      return { key, type, content: { asset_id: null }, config: {} };
    case BoxType.Attachments:
      return { key, type, content: { data: [] }, config: {} };
    case BoxType.FormInput:
      return { key, type, content: { inputs: [] }, config: {} };
    case BoxType.ProductTable:
      return {
        key,
        type,
        content: { rows: [] },
        config: {
          columns: [
            { key: 'name', label: 'Product', uuid: `col-${key}-name` },
            { key: 'quantity', label: 'Quantity', uuid: `col-${key}-quantity` },
            { key: 'price', label: 'Price', uuid: `col-${key}-price` },
          ],
        },
      };
  }
}
