/**
 * Which sections the sealed PDF leaves out (issue #12 "Sealed PDF layout": empty sections are
 * left out), by the §5 emptiness rules core already applies to boxes (isBoxEmpty): a text box
 * with no text and no data-field placeholder (isRichTextEmpty), a duration section of agreement
 * type 4, a PDF box without a file, an attachments box without files, a product table without
 * rows. A form input box is left out when none of its inputs holds a value (isDataFieldEmpty;
 * an unchecked checkbox counts as empty, §3): unlike the 4007 rule, which needs every required
 * input, the PDF keeps a box as soon as one input says something. Stored boxes are read
 * defensively (a missing array counts as empty), so a malformed box never fails a seal.
 */
import { BoxType, dataFieldValues, isDataFieldEmpty, isRichTextEmpty } from '@inkflow/core';
import type { StoredBox } from './StoredBox.js';

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Whether `box` is empty by the rules above; `data` is the agreement's `data` (§3 Data field). A type without a rule is never empty. */
export function isSectionEmpty(box: StoredBox, data: readonly unknown[]): boolean {
  const content = box.content ?? {};
  switch (box.type) {
    case BoxType.Text:
      return isRichTextEmpty(list(content.nodes));
    case BoxType.Duration:
      return content.agreement_type === 4;
    case BoxType.Pdf:
      return !content.asset_id;
    case BoxType.Attachments:
      return list(content.data).length === 0;
    case BoxType.ProductTable:
      return list(content.rows).length === 0;
    case BoxType.FormInput: {
      const fields = dataFieldValues(data);
      return list(content.inputs).every((input) => {
        const { data_field_key: key, type } = (input ?? {}) as { data_field_key?: unknown; type?: unknown };
        const field = typeof key === 'string' ? fields.get(key) : undefined;
        return isDataFieldEmpty({ value: field?.value, type: typeof type === 'string' ? type : field?.type });
      });
    }
    default:
      return false;
  }
}
