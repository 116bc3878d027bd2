/**
 * The sealed PDF of an agreement, without touching the database (so the benchmark and tests can
 * call it directly): contract pages, then the audit certificate carrying their SHA-256, then a
 * PAdES signature over the whole file.
 */
import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import { appendAuditCertificate } from './appendAuditCertificate.js';
import type { AttachmentFacts } from './loadAttachmentFacts.js';
import type { SealP12 } from './generateSelfSignedP12.js';
import { renderAgreementPdf } from './renderAgreementPdf.js';
import { sealStrings } from './sealStrings.js';
import { signPdfPades } from './signPdfPades.js';
import type { SignerContentRecord } from './signedContentRecords.js';

/** A sealed PDF and its facts. Hashes are lowercase sha256 hex. */
export interface SealedPdf {
  bytes: Buffer;
  /** SHA-256 of `bytes`. */
  sha256: string;
  /** SHA-256 of the contract pages before the certificate (printed on the certificate). */
  contractPagesSha256: string;
  pageCount: number;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Builds the sealed PDF. `contentHash` is the agreement's content hash (the audit trail's
 * document hash); `pdfs` the PDF boxes' files by asset id (loadBoxPdfs); `attachments` the
 * stored attachments' real size and SHA-256 by asset id (loadAttachmentFacts); `signedContent` the
 * per-signer content hashes and later changes (signedContentRecords); `tsaUrl` the RFC 3161
 * time-stamping authority whose timestamp the signature must carry (undefined: none). Rejects
 * when the seal certificate cannot sign or the TSA gives no token (see signPdfPades).
 */
export async function buildSealedPdf(
  loaded: LoadedAgreement,
  seal: SealP12,
  facts: {
    sealedAt: Date;
    contentHash: string;
    pdfs?: ReadonlyMap<number, Uint8Array>;
    attachments?: ReadonlyMap<number, AttachmentFacts>;
    signedContent?: readonly SignerContentRecord[];
    tsaUrl?: string | undefined;
  },
): Promise<SealedPdf> {
  const t = await sealStrings(loaded.agreement.language);
  const certificateFacts = {
    contentHash: facts.contentHash,
    sealedAt: facts.sealedAt,
    timestamped: facts.tsaUrl !== undefined,
    ...(facts.signedContent ? { signedContent: facts.signedContent } : {}),
  };
  // "Page N of M" counts the certificate too, and the contract pages are hashed (and printed
  // on the certificate) before it exists: measure its pages first with a placeholder hash of
  // the same length.
  const certificatePages = await appendAuditCertificate(await PDFDocument.create(), loaded, { ...certificateFacts, contractPagesSha256: '0'.repeat(64) }, t);
  const contract = await renderAgreementPdf(loaded, t, facts.pdfs, facts.attachments, certificatePages);
  const contractPagesSha256 = sha256(contract.bytes);
  const doc = await PDFDocument.load(contract.bytes, { updateMetadata: false });
  await appendAuditCertificate(doc, loaded, { ...certificateFacts, contractPagesSha256 }, t);
  const bytes = await signPdfPades(doc, seal, {
    reason: t('sign:seal.reason'),
    name: 'Inkflow',
    location: 'Inkflow',
    contactInfo: 'Inkflow',
    signingTime: facts.sealedAt,
  }, facts.tsaUrl);
  return { bytes, sha256: sha256(bytes), contractPagesSha256, pageCount: doc.getPageCount() };
}
