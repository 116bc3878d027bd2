/**
 * The renderer interface of the sealed PDF (§3 Box): what one box renderer gets and does. Its
 * own module, so the renderers (renderTextBox, renderDataBoxes, renderPdfBox) and the table of
 * them (boxRenderers) both depend on it and not on each other.
 */
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import type { AttachmentFacts } from './loadAttachmentFacts.js';
import type { PdfCursor } from './PdfCursor.js';
import type { Translate } from './sealStrings.js';
import type { StoredBox } from './StoredBox.js';

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
