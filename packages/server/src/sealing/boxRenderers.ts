/**
 * One renderer per box type (§3 Box): 10 text, 2 duration, 3 uploaded PDF, 4 attachments,
 * 12 form input and 13 product table. renderAgreementPdf prints a note for a type with no renderer, so a new box type never makes
 * sealing fail and never silently disappears from the sealed PDF.
 */
import { BoxType } from '@inkflow/core';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import type { AttachmentFacts } from './loadAttachmentFacts.js';
import type { PdfCursor } from './PdfCursor.js';
import type { Translate } from './sealStrings.js';
import { renderAttachments, renderDuration, renderFormInput, renderProductTable } from './renderDataBoxes.js';
import { renderPdfBox } from './renderPdfBox.js';
import { renderTextBox } from './renderTextBox.js';

/** A box as stored in `agreements.boxes`. */
export interface StoredBox {
  id: number;
  type: number;
  content: Record<string, unknown>;
  config: Record<string, unknown>;
}

/** What a renderer may use: the layout cursor, the agreement's strings and the agreement. */
export interface RenderContext {
  cursor: PdfCursor;
  t: Translate;
  loaded: LoadedAgreement;
  /** The PDFs of the PDF boxes by asset id (see loadBoxPdfs); absent: none were loaded. */
  pdfs?: ReadonlyMap<number, Uint8Array>;
  /** The stored attachments' real size and SHA-256 by asset id (see loadAttachmentFacts); absent: none were loaded. */
  attachments?: ReadonlyMap<number, AttachmentFacts>;
}

/** Renders one box at the cursor. May be async (e.g. to embed images or merge PDF pages). */
export type BoxRenderer = (context: RenderContext, box: StoredBox) => void | Promise<void>;

/** The renderers by box type. */
export const boxRenderers: Partial<Record<number, BoxRenderer>> = {
  [BoxType.Text]: renderTextBox,
  [BoxType.Duration]: renderDuration,
  [BoxType.Pdf]: renderPdfBox,
  [BoxType.Attachments]: renderAttachments,
  [BoxType.FormInput]: renderFormInput,
  [BoxType.ProductTable]: renderProductTable,
};
