/**
 * Signs a whole PDF as PAdES (subfilter ETSI.CAdES.detached) with the seal certificate, through
 * @signpdf: a signature placeholder added with pdf-lib, then a detached CMS signature over the
 * byte ranges around it. The result is "total document signed": pdfsig checks every byte.
 */
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
// The class, not the default export: the package is CommonJS with `exports.default`, which
// Node's ESM interop would hand over wrapped.
import { SignPdf } from '@signpdf/signpdf';
import type { PDFDocument } from 'pdf-lib';
import type { SealP12 } from './generateSelfSignedP12.js';

// SUBFILTER_ETSI_CADES_DETACHED of @signpdf/utils, spelled out to avoid depending on that
// internal package directly.
const etsiCadesDetached = 'ETSI.CAdES.detached';

/** What the signature dictionary says about the seal. */
export interface SealSignatureInfo {
  reason: string;
  name: string;
  location: string;
  contactInfo: string;
  signingTime: Date;
}

/**
 * Adds the placeholder to `doc`, saves it and signs it. Room is left for a 16 KiB CMS, which
 * holds an RSA 4096 signature with a certificate chain of a few certificates. Rejects when the
 * PKCS#12 or its password is wrong (SignPdfError).
 */
export async function signPdfPades(doc: PDFDocument, seal: SealP12, info: SealSignatureInfo): Promise<Buffer> {
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: info.reason,
    name: info.name,
    location: info.location,
    contactInfo: info.contactInfo,
    signingTime: info.signingTime,
    subFilter: etsiCadesDetached,
    signatureLength: 16384,
    appName: 'Inkflow',
  });
  // Object streams would compress the signature dictionary, and the signer must find the
  // placeholder's byte range in the plain file.
  const unsigned = await doc.save({ useObjectStreams: false });
  const signer = new P12Signer(seal.p12, { passphrase: seal.password });
  return new SignPdf().sign(Buffer.from(unsigned), signer, info.signingTime);
}
