/**
 * The audit certificate page(s) appended to the contract pages before sealing (issue #5): each
 * participant with role, sign method, time, IP and user agent, and two hashes that tie the file
 * to the record — the SHA-256 of the contract pages exactly as rendered before this page, and
 * the agreement content hash that the audit trail's events carry (DESIGN.md "Data").
 */
import { ParticipantRole, neutralizeBidi } from '@inkflow/core';
import type { PDFDocument } from 'pdf-lib';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import { appendSignedContentSection } from './appendSignedContentSection.js';
import { PdfCursor } from './PdfCursor.js';
import { visibleParticipants } from './renderAgreementPdf.js';
import { sealTime, type Translate } from './sealStrings.js';
import type { SignerContentRecord } from './signedContentRecords.js';

/** The facts printed on the certificate. Hashes are lowercase sha256 hex. */
export interface AuditCertificateFacts {
  contractPagesSha256: string;
  contentHash: string;
  sealedAt: Date;
  /** The signature will carry an RFC 3161 timestamp (TSA_URL is set; sealing fails without it). */
  timestamped?: boolean;
  /** Per signature, what that signer saw and what changed after (appendSignedContentSection). */
  signedContent?: readonly SignerContentRecord[];
}

/**
 * Appends the certificate to `doc` (starting on a new page); returns the number of pages added.
 * Its footers go on numbering the whole file ("Page N of M", M = every page of `doc`), so the
 * contract pages rendered before it must count its pages in their M (buildSealedPdf measures
 * them first with a dry run: the layout does not depend on the hash values, which have a fixed
 * length).
 */
export async function appendAuditCertificate(doc: PDFDocument, loaded: LoadedAgreement, facts: AuditCertificateFacts, t: Translate): Promise<number> {
  const firstPage = doc.getPageCount();
  const cursor = await PdfCursor.create(doc);
  const small = { size: 9 };
  const hash = { size: 9, color: [0.15, 0.15, 0.15] as [number, number, number], spaceAfter: 4 };
  cursor.newPage();
  cursor.text(t('sign:seal.certificateTitle'), { size: 18, bold: true, spaceAfter: 8 });
  cursor.text(t('sign:seal.certificateIntro'), { size: 10, spaceAfter: 8 });
  cursor.text(t('sign:seal.contract', { name: neutralizeBidi(loaded.agreement.name), id: loaded.agreement.id }), { size: 10 });
  cursor.text(t('sign:seal.sealedAt', { time: sealTime(facts.sealedAt) }), { size: 10, spaceAfter: facts.timestamped ? 0 : 6 });
  if (facts.timestamped) cursor.text(t('sign:seal.timestamped'), { size: 10, spaceAfter: 6 });
  cursor.text(t('sign:seal.documentHash'), { size: 9, bold: true });
  cursor.text(facts.contractPagesSha256, hash);
  cursor.text(t('sign:seal.contentHash'), { size: 9, bold: true });
  cursor.text(facts.contentHash, hash);

  cursor.space(8);
  cursor.text(t('sign:seal.participants'), { size: 13, bold: true, spaceAfter: 4 });
  const unknown = t('sign:seal.unknown');
  for (const p of visibleParticipants(loaded)) {
    cursor.rule();
    cursor.text(neutralizeBidi(p.companyName ? `${p.fullname}, ${p.companyName}` : p.fullname), { size: 10, bold: true });
    cursor.text(t('sign:seal.email', { email: p.email }), small);
    cursor.text(t('sign:seal.role', { role: t(`sign:role.${p.type}`) }), small);
    if (p.type === ParticipantRole.Signatory) cursor.text(t('sign:seal.method', { method: t(`sign:method.${p.signMethod}`) }), small);
    if (p.signedAt) cursor.text(t('sign:seal.signedAt', { time: sealTime(p.signedAt) }), small);
    else if (p.declinedAt) cursor.text(t('sign:seal.declinedAt', { time: sealTime(p.declinedAt) }), small);
    else cursor.text(t('sign:seal.notSigned'), small);
    cursor.text(t('sign:seal.ip', { ip: p.signIp ?? unknown }), small);
    cursor.text(t('sign:seal.userAgent', { userAgent: p.signUserAgent ?? unknown }), { ...small, spaceAfter: 4 });
  }
  appendSignedContentSection(cursor, facts.signedContent ?? [], t);
  cursor.footers((page, pages) => t('sign:seal.certificateFooter', { page, pages }), firstPage);
  return doc.getPageCount() - firstPage;
}
