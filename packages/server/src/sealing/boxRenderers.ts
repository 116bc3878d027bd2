/**
 * One renderer per box type (§3 Box): 10 text, 2 duration, 3 uploaded PDF, 4 attachments,
 * 12 form input and 13 product table. renderAgreementPdf prints a note for a type with no renderer, so a new box type never makes
 * sealing fail and never silently disappears from the sealed PDF.
 */
import { BoxType } from '@inkflow/core';
import type { BoxRenderer } from './BoxRenderer.js';
import { renderAttachments, renderDuration, renderFormInput, renderProductTable } from './renderDataBoxes.js';
import { renderPdfBox } from './renderPdfBox.js';
import { renderTextBox } from './renderTextBox.js';

/** The renderers by box type. */
export const boxRenderers: Partial<Record<number, BoxRenderer>> = {
  [BoxType.Text]: renderTextBox,
  [BoxType.Duration]: renderDuration,
  [BoxType.Pdf]: renderPdfBox,
  [BoxType.Attachments]: renderAttachments,
  [BoxType.FormInput]: renderFormInput,
  [BoxType.ProductTable]: renderProductTable,
};
