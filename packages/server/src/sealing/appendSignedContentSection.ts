/**
 * The audit certificate's section "Content each signer saw": per signature, in signing order,
 * the SHA-256 of the content that signer saw (sections, data and files; the `document_hash` of
 * their `signed` event), the first-signatory inputs the first signature locked, and the inputs
 * other signers filled in after it (who, which fields, when) — or that nothing changed.
 */
import type { PdfCursor } from './PdfCursor.js';
import { sealTime, type Translate } from './sealStrings.js';
import type { SignerContentRecord } from './signedContentRecords.js';

/** Writes the section at the cursor; nothing when there are no signatures. */
export function appendSignedContentSection(cursor: PdfCursor, records: readonly SignerContentRecord[], t: Translate): void {
  if (records.length === 0) return;
  const small = { size: 9 };
  cursor.space(8);
  cursor.text(t('sign:seal.signedContentTitle'), { size: 13, bold: true, spaceAfter: 4 });
  cursor.text(t('sign:seal.signedContentIntro'), { size: 9, spaceAfter: 4 });
  for (const record of records) {
    cursor.rule();
    cursor.text(t('sign:seal.signedContent', { name: record.signer, time: sealTime(record.signedAt) }), { size: 9, bold: true });
    cursor.text(record.contentSha256, { size: 9, color: [0.15, 0.15, 0.15], spaceAfter: 2 });
    if (record.lockedFields.length > 0) cursor.text(t('sign:seal.firstSignatoryLocked', { fields: record.lockedFields.join(', ') }), small);
    if (record.laterChanges.length === 0) {
      cursor.text(t('sign:seal.noChangesAfter'), { ...small, spaceAfter: 4 });
      continue;
    }
    cursor.text(t('sign:seal.changesAfter'), small);
    for (const change of record.laterChanges) {
      cursor.text(t('sign:seal.changeLine', { time: sealTime(change.at), by: change.by, fields: change.fields.join(', ') }), small);
    }
    cursor.space(4);
  }
}
