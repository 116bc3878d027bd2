/** The download and attachment file name of a sealed PDF: the contract name, made safe for headers and file systems. */

/** `<name>-signed.pdf` with anything but letters, digits, `.`, `_` and `-` replaced by `_` (at most 80 characters of name). */
export function sealedPdfFilename(agreementName: string): string {
  const base = agreementName.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[_.]+|_+$/g, '').slice(0, 80);
  return `${base || 'contract'}-signed.pdf`;
}
