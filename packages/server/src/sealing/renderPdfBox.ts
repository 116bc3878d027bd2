/**
 * The uploaded PDF box (type 3, §3 Box): its asset's pages are copied into the sealed PDF at the
 * box's place (pdf-lib copyPages). The bytes are loaded before rendering (loadBoxPdfs, which
 * reads the assets table and the FileStorage), so rendering itself never touches the database.
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import { assets } from '../db/schema-assets.js';
import type { Db } from '../db/openDatabase.js';
import type { FileStorage } from '../storage/FileStorage.js';
import type { BoxRenderer } from './BoxRenderer.js';
import type { StoredBox } from './StoredBox.js';

/** The asset id of a PDF box, or undefined when it has no file. */
function assetIdOf(box: StoredBox): number | undefined {
  const id = box.content.asset_id;
  return typeof id === 'number' ? id : undefined;
}

/**
 * The bytes of the PDFs of the agreement's PDF boxes, by asset id. Only assets of this
 * agreement, or account uploads (POST /assets/) of its account, are read; any other id, and an
 * asset whose file is missing, are left out (the renderer prints a note for them).
 */
export async function loadBoxPdfs(db: Db, storage: FileStorage, loaded: LoadedAgreement, boxes: readonly StoredBox[]): Promise<Map<number, Uint8Array>> {
  const ids = [...new Set(boxes.filter((b) => b.type === 3).map(assetIdOf).filter((id): id is number => id !== undefined))];
  const found = new Map<number, Uint8Array>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ id: assets.id, storageKey: assets.storageKey })
    .from(assets)
    .where(
      and(
        inArray(assets.id, ids),
        eq(assets.accountId, loaded.accountId),
        or(eq(assets.agreementId, loaded.agreement.id), isNull(assets.agreementId)),
      ),
    );
  for (const row of rows) {
    const bytes = await storage.get(row.storageKey);
    if (bytes) found.set(row.id, bytes);
  }
  return found;
}

/**
 * PDF box renderer: copies all pages of the box's PDF (from `context.pdfs`) in order after the
 * current page; the following output starts on a fresh page. A box without a file, or whose file
 * could not be loaded, prints a note instead so it never silently disappears.
 */
export const renderPdfBox: BoxRenderer = async ({ cursor, t, pdfs }, box) => {
  const id = assetIdOf(box);
  const bytes = id === undefined ? undefined : pdfs?.get(id);
  if (!bytes) {
    cursor.text(t('sign:seal.pdfMissing', { defaultValue: 'PDF document not available' }), { size: 10, color: [0.45, 0.45, 0.45], spaceAfter: 6 });
    return;
  }
  const source = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  const pages = await cursor.doc.copyPages(source, source.getPageIndices());
  cursor.appendPages(pages);
};
