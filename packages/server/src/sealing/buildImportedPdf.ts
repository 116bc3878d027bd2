/**
 * The downloadable document of an imported contract (§7 POST /agreements/ `import`: a contract
 * signed elsewhere, stored as signed). It is never sealed: the seal certifies a signing that
 * happened here, and this one did not.
 * - A contract imported from an uploaded PDF (one PDF box) is that file exactly as uploaded, so
 *   the signatures it carries from wherever it was signed stay intact and verifiable.
 * - Any other import is rendered like a sealed contract's pages, followed by a page saying that
 *   the contract was imported as already signed and not signed through this service, and no
 *   signature at all.
 */
import { createHash } from 'node:crypto';
import { BoxType } from '@inkflow/core';
import { PDFDocument } from 'pdf-lib';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import type { SealedPdf } from './buildSealedPdf.js';
import type { AttachmentFacts } from './loadAttachmentFacts.js';
import { PdfCursor } from './PdfCursor.js';
import { orderedBoxes, renderAgreementPdf } from './renderAgreementPdf.js';
import { sealStrings, sealTime, type Translate } from './sealStrings.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The uploaded file of an import made from one PDF, or undefined when the import is anything else. */
function uploadedPdfOf(loaded: LoadedAgreement, pdfs: ReadonlyMap<number, Uint8Array> | undefined): Uint8Array | undefined {
  const boxes = orderedBoxes(loaded);
  const assetId = boxes.length === 1 && boxes[0]!.type === BoxType.Pdf ? boxes[0]!.content.asset_id : undefined;
  return typeof assetId === 'number' ? pdfs?.get(assetId) : undefined;
}

/**
 * Appends the page that says what an imported contract's file is (and is not); returns the
 * number of pages added. Its footer goes on numbering the whole file.
 */
async function appendImportNotice(doc: PDFDocument, loaded: LoadedAgreement, facts: { contractPagesSha256: string; contentHash: string }, t: Translate): Promise<number> {
  const firstPage = doc.getPageCount();
  const cursor = await PdfCursor.create(doc);
  const hash = { size: 9, color: [0.15, 0.15, 0.15] as [number, number, number], spaceAfter: 4 };
  cursor.newPage();
  cursor.text(t('sign:seal.importedTitle'), { size: 18, bold: true, spaceAfter: 8 });
  cursor.text(t('sign:seal.importedIntro'), { size: 10, spaceAfter: 8 });
  cursor.text(t('sign:seal.contract', { name: loaded.agreement.name, id: loaded.agreement.id }), { size: 10 });
  if (loaded.agreement.importedAt) cursor.text(t('sign:seal.importedAt', { time: sealTime(loaded.agreement.importedAt) }), { size: 10, spaceAfter: 6 });
  cursor.text(t('sign:seal.documentHash'), { size: 9, bold: true });
  cursor.text(facts.contractPagesSha256, hash);
  cursor.text(t('sign:seal.contentHash'), { size: 9, bold: true });
  cursor.text(facts.contentHash, hash);
  cursor.footers((page, pages) => t('sign:seal.importedFooter', { page, pages }), firstPage);
  return doc.getPageCount() - firstPage;
}

/**
 * The imported contract's document and its facts (as for a sealed PDF; `contractPagesSha256` is
 * the whole file's hash for an uploaded PDF). `contentHash`: the agreement's content hash;
 * `pdfs` and `attachments` as for buildSealedPdf. Throws only when an uploaded file cannot be
 * read as a PDF at all (pdf-lib's error).
 */
export async function buildImportedPdf(
  loaded: LoadedAgreement,
  facts: { contentHash: string; pdfs?: ReadonlyMap<number, Uint8Array>; attachments?: ReadonlyMap<number, AttachmentFacts> },
): Promise<SealedPdf> {
  const uploaded = uploadedPdfOf(loaded, facts.pdfs);
  if (uploaded) {
    const bytes = Buffer.from(uploaded);
    const pageCount = (await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })).getPageCount();
    const hash = sha256(bytes);
    return { bytes, sha256: hash, contractPagesSha256: hash, pageCount };
  }
  const t = await sealStrings(loaded.agreement.language);
  // The notice's pages count in the contract pages' "Page N of M": measure them first (the
  // hashes have a fixed length, so placeholders lay out the same).
  const placeholder = { contractPagesSha256: '0'.repeat(64), contentHash: facts.contentHash };
  const noticePages = await appendImportNotice(await PDFDocument.create(), loaded, placeholder, t);
  const contract = await renderAgreementPdf(loaded, t, facts.pdfs, facts.attachments, noticePages);
  const contractPagesSha256 = sha256(contract.bytes);
  const doc = await PDFDocument.load(contract.bytes, { updateMetadata: false });
  await appendImportNotice(doc, loaded, { contractPagesSha256, contentHash: facts.contentHash }, t);
  const bytes = Buffer.from(await doc.save({ useObjectStreams: false }));
  return { bytes, sha256: sha256(bytes), contractPagesSha256, pageCount: doc.getPageCount() };
}
