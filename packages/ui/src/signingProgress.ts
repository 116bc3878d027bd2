import { BoxType, emptyRequiredInputs, isBoxHidden, mayFillFormBox, orderedBoxes, type Agreement } from '@inkflow/core';

/** How far the signer is with their required inputs: `total` required inputs, the data field keys still `empty`, in document order. */
export interface SigningProgress {
  total: number;
  empty: string[];
}

/**
 * The required inputs (§3 Box type 12) the signer `participantId` fills, over the visible form
 * sections assigned to them (core isBoxHidden, mayFillFormBox), in `box_order`: how many there
 * are, and which are still empty (core emptyRequiredInputs, judged on `data` with the signer's
 * edits applied). The guest page's progress bar and "Next required field" read it (§5 4007).
 */
export function signingProgress(agreement: Agreement, data: readonly unknown[], participantId: number, anySignature: boolean): SigningProgress {
  let total = 0;
  const empty: string[] = [];
  for (const box of orderedBoxes(agreement.boxes, agreement.boxOrder)) {
    if (box.type !== BoxType.FormInput || isBoxHidden(box, data) || !mayFillFormBox(box, participantId, anySignature)) continue;
    const inputs = (box.content as { inputs?: { required?: boolean }[] }).inputs;
    total += Array.isArray(inputs) ? inputs.filter((i) => i?.required === true).length : 0;
    for (const input of emptyRequiredInputs(box, data)) if (!empty.includes(input.data_field_key)) empty.push(input.data_field_key);
  }
  return { total, empty };
}
