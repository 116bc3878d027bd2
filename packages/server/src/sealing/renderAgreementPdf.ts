/**
 * Renders an agreement's contract pages (issue #5 "Sealing"): the name as the title, its boxes
 * in box order through boxRenderers (empty sections left out, isSectionEmpty), then the
 * participants with each signatory's signature: a handwritten one is the drawn image with the
 * signer's name, the signing time and the sign method right under it. Organizers are left out:
 * §6 makes them invisible to counterparties, who receive this PDF too. Footers ("Page N of M")
 * count every page of the final file, embedded PDF pages included, but never print on those.
 */
import { isBoxVisible, neutralizeBidi, orderedBoxes as inBoxOrder, ParticipantRole, SignMethod } from '@inkflow/core';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import { boxRenderers } from './boxRenderers.js';
import { isSectionEmpty } from './isSectionEmpty.js';
import type { StoredBox } from './StoredBox.js';
import type { AttachmentFacts } from './loadAttachmentFacts.js';
import { PdfCursor } from './PdfCursor.js';
import { sealTime, type Translate } from './sealStrings.js';

/** The boxes in `box_order`, then any box missing from the order (stored order), so none is lost. */
export function orderedBoxes(loaded: LoadedAgreement): StoredBox[] {
  const boxes = (Array.isArray(loaded.agreement.boxes) ? loaded.agreement.boxes : []) as StoredBox[];
  const order = (Array.isArray(loaded.agreement.boxOrder) ? loaded.agreement.boxOrder : []) as number[];
  return inBoxOrder(boxes, order);
}

/** The participants shown in the sealed PDF: enabled, organizers excluded (see the module note). */
export function visibleParticipants(loaded: LoadedAgreement) {
  return loaded.participants.filter((p) => p.enabled && p.type !== ParticipantRole.Organizer);
}

/** Points a handwritten signature image may take: width, height. */
const signatureBox = { width: 200, height: 70 };

/**
 * The contract pages as PDF bytes and their page count. Throws only on programming errors (a box
 * type without a renderer prints a note instead). `pdfs`: the PDF boxes' files by asset id;
 * `attachments`: the stored attachments' facts by asset id (loadAttachmentFacts);
 * `trailingPages`: pages the caller appends after these (the audit certificate), counted in the
 * footers' "of M".
 */
export async function renderAgreementPdf(
  loaded: LoadedAgreement,
  t: Translate,
  pdfs?: ReadonlyMap<number, Uint8Array>,
  attachments?: ReadonlyMap<number, AttachmentFacts>,
  trailingPages = 0,
): Promise<{ bytes: Uint8Array; pageCount: number }> {
  const cursor = await PdfCursor.create();
  const { agreement } = loaded;
  cursor.doc.setTitle(agreement.name);
  cursor.doc.setProducer('Inkflow');
  cursor.doc.setCreator('Inkflow');

  cursor.text(neutralizeBidi(agreement.name), { size: 20, bold: true, spaceAfter: 12 });
  const context = { cursor, t, loaded, ...(pdfs ? { pdfs } : {}), ...(attachments ? { attachments } : {}) };
  const data = Array.isArray(agreement.data) ? agreement.data : [];
  for (const box of orderedBoxes(loaded)) {
    // Sections hidden by their visibility rule (§3) were never shown to the signers.
    if (!isBoxVisible(box, data)) continue;
    if (isSectionEmpty(box, data)) continue;
    const render = boxRenderers[box.type];
    if (render) await render(context, box);
    else cursor.text(t('sign:seal.unsupportedBox', { type: box.type }), { size: 10, color: [0.45, 0.45, 0.45], spaceAfter: 6 });
  }

  cursor.space(12);
  cursor.text(t('sign:seal.participants'), { size: 14, bold: true, spaceAfter: 6 });
  for (const p of visibleParticipants(loaded)) {
    cursor.rule();
    cursor.text(neutralizeBidi(p.companyName ? `${p.fullname}, ${p.companyName}` : p.fullname), { size: 11, bold: true });
    cursor.text(t('sign:seal.email', { email: p.email }), { size: 10 });
    cursor.text(t('sign:seal.role', { role: t(`sign:role.${p.type}`) }), { size: 10 });
    if (p.type !== ParticipantRole.Signatory) continue;
    cursor.text(t('sign:seal.method', { method: t(`sign:method.${p.signMethod}`) }), { size: 10 });
    if (p.signedAt) cursor.text(t('sign:seal.signedAt', { time: sealTime(p.signedAt) }), { size: 10 });
    else if (p.declinedAt) cursor.text(t('sign:seal.declinedAt', { time: sealTime(p.declinedAt) }), { size: 10 });
    else cursor.text(t('sign:seal.notSigned'), { size: 10 });
    if (p.signMethod === SignMethod.Handwritten && p.handwrittenSignature) {
      cursor.space(4);
      const png = Buffer.from(p.handwrittenSignature.replace(/^data:image\/png;base64,/, ''), 'base64');
      const image = await cursor.doc.embedPng(png);
      // The image, a signature line and the caption stay on one page.
      cursor.keepTogether(signatureBox.height + 8 + 3 * 9 * 1.35);
      cursor.image(image, signatureBox.width, signatureBox.height, 0);
      cursor.rule(signatureBox.width);
      cursor.text(neutralizeBidi(p.fullname), { size: 9, bold: true });
      const time = p.signedAt ? sealTime(p.signedAt) : t('sign:seal.notSigned');
      cursor.text(t('sign:seal.signatureCaption', { time, method: t(`sign:method.${p.signMethod}`) }), { size: 9, color: [0.3, 0.3, 0.3] });
    }
    cursor.space(6);
  }

  cursor.footers((page, pages) => t('sign:seal.footer', { name: agreement.name, page, pages }), 0, cursor.doc.getPageCount() + trailingPages);
  // Object streams off: the audit certificate and the signature placeholder are appended to
  // this file later, and a plain cross-reference table keeps every later step simple.
  const bytes = await cursor.doc.save({ useObjectStreams: false });
  return { bytes, pageCount: cursor.doc.getPageCount() };
}
