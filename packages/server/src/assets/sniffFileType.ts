/**
 * The type of an uploaded file, read from its first bytes (magic numbers), never from its name
 * or the client's content type: a renamed executable stays unsupported (§5 Uploads, 4502).
 */

/** A supported file type: its MIME type and the extension Inkflow stores it under. */
export interface SniffedType {
  mime: string;
  ext: string;
}

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);

/**
 * PDF, PNG, JPEG, GIF, DOCX, XLSX or PPTX (ZIP containers told apart by their part names), or
 * undefined for anything else.
 */
export function sniffFileType(bytes: Uint8Array): SniffedType | undefined {
  // %PDF- may follow a little junk; readers accept it within the first 1024 bytes.
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (head.includes('%PDF-')) return { mime: 'application/pdf', ext: 'pdf' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { mime: 'image/gif', ext: 'gif' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // Office files are ZIPs whose part names (stored uncompressed) name the application.
    const text = Buffer.from(bytes).toString('latin1');
    if (!text.includes('[Content_Types].xml')) return undefined;
    if (text.includes('word/')) return { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' };
    if (text.includes('xl/')) return { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' };
    if (text.includes('ppt/')) return { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', ext: 'pptx' };
  }
  return undefined;
}
