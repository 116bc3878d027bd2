/**
 * Seals a whole PDF as a PAdES certification signature (subfilter ETSI.CAdES.detached, DocMDP
 * with no changes permitted) with the seal certificate, through @signpdf's SignPdf: the
 * certification placeholder (addSealPlaceholder), then a detached CMS over the byte ranges around
 * it (SealSigner), timestamped by the time-stamping authority when TSA_URL is set. The result is
 * "total document signed": pdfsig checks every byte, and reports bytes appended later as not
 * covered by the signature.
 */
// The class, not the default export: the package is CommonJS with `exports.default`, which
// Node's ESM interop would hand over wrapped.
import { SignPdf } from '@signpdf/signpdf';
import type { PDFDocument } from 'pdf-lib';
import { addSealPlaceholder, type SealSignatureInfo } from './addSealPlaceholder.js';
import type { SealP12 } from './generateSelfSignedP12.js';
import { SealSigner } from './SealSigner.js';

export type { SealSignatureInfo } from './addSealPlaceholder.js';

/**
 * Adds the placeholder to `doc`, saves it and signs it. Room is left for a 16 KiB CMS: an RSA
 * 4096 signature with a few certificates plus a timestamp token with the TSA's certificates.
 * `tsaUrl`: the RFC 3161 time-stamping authority, or undefined for no timestamp. Rejects when the
 * PKCS#12 or its password is wrong (SignPdfError), or when the TSA gives no token (TimestampError).
 */
export async function signPdfPades(doc: PDFDocument, seal: SealP12, info: SealSignatureInfo, tsaUrl?: string): Promise<Buffer> {
  addSealPlaceholder(doc, info, 16384);
  // Object streams would compress the signature dictionary, and the signer must find the
  // placeholder's byte range in the plain file.
  const unsigned = await doc.save({ useObjectStreams: false });
  return new SignPdf().sign(Buffer.from(unsigned), new SealSigner(seal, tsaUrl), info.signingTime);
}
