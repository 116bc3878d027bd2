/**
 * A handwritten signature is a `data:image/png;base64,…` URL (§7 sign). The schema checks the
 * syntax; this checks the bytes really start like a PNG (signature + IHDR chunk), so arbitrary
 * data is not stored and later served as an image.
 */
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** True when `dataUrl` decodes to bytes beginning with the PNG signature and an IHDR chunk. */
export function isPngDataUrl(dataUrl: string): boolean {
  const prefix = 'data:image/png;base64,';
  if (!dataUrl.startsWith(prefix)) return false;
  const bytes = Buffer.from(dataUrl.slice(prefix.length), 'base64');
  if (bytes.length < 33) return false;
  return pngSignature.every((b, i) => bytes[i] === b) && bytes.toString('latin1', 12, 16) === 'IHDR';
}
