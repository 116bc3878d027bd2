/**
 * Seals a concluded agreement (issue #5 "Sealing"): builds the sealed PDF, stores it, records
 * the sealed_documents row and a 'sealed' event (child of the event that concluded the
 * agreement) with the PDF's SHA-256 — all under the agreement's row lock, so two triggers
 * (two seal jobs, on two server processes) never seal twice. Idempotent: an already sealed
 * agreement returns its row. An imported contract (signed elsewhere) is never sealed: its
 * document (buildImportedPdf) is stored with `imported` and an 'imported_document_stored' event.
 * A seal queues the `agreement.concluded` webhook event (with the sealed PDF's URL) in its
 * transaction, so the event fires once, when the PDF can be downloaded.
 */
import { AgreementState } from '@inkflow/core';
import { and, desc, eq } from 'drizzle-orm';
import { agreementContent, documentHash } from '../agreements/agreementContent.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { recordEvent, type EventActor } from '../agreements/recordEvent.js';
import type { Db } from '../db/openDatabase.js';
import { agreementEvents } from '../db/schema.js';
import { sealedDocuments } from '../db/schema-sealing.js';
import { buildImportedPdf } from './buildImportedPdf.js';
import { buildSealedPdf } from './buildSealedPdf.js';
import { contractNotReady } from './contractNotReady.js';
import { loadAttachmentFacts } from './loadAttachmentFacts.js';
import { orderedBoxes } from './renderAgreementPdf.js';
import { loadBoxPdfs } from './renderPdfBox.js';
import { signedContentRecords } from './signedContentRecords.js';
import type { SealingDeps } from './SealingDeps.js';

/** A sealed_documents row. */
export type SealedDocumentRow = typeof sealedDocuments.$inferSelect;

/** The storage key of an agreement's sealed PDF. Fixed per agreement so a retry overwrites an orphan. */
export const sealedPdfKey = (agreementId: number) => `sealed/${agreementId}/sealed.pdf`;

/** Why sealing ran, stored on the 'sealed' event. */
export type SealTrigger = 'signed' | 'download' | 'send_concluded_copy';

async function concludingEventId(tx: Db, agreementId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: agreementEvents.id })
    .from(agreementEvents)
    .where(and(eq(agreementEvents.agreementId, agreementId), eq(agreementEvents.type, 'state_changed')))
    .orderBy(desc(agreementEvents.id))
    .limit(1);
  return row?.id;
}

/**
 * Seals agreement `agreementId` (or returns the existing seal). `actor` is the request that
 * triggered it. Errors: 404 NOT_FOUND (no such agreement), 409/4998 (not concluded), and plain
 * errors when the certificate, the time-stamping authority (TimestampError, when `deps.tsaUrl` is
 * set) or storage fails (the seal job retries and records them, see sealJobs).
 */
export async function sealAgreement(deps: SealingDeps, agreementId: number, actor: EventActor, trigger: SealTrigger): Promise<SealedDocumentRow> {
  return deps.db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, agreementId, { lock: true });
    const [existing] = await tx.select().from(sealedDocuments).where(eq(sealedDocuments.agreementId, agreementId)).limit(1);
    if (existing) return existing;
    if (loaded.agreement.state !== AgreementState.Signed) throw contractNotReady();

    const imported = loaded.agreement.importedAt !== null;
    const contentHash = documentHash(agreementContent(loaded.agreement, loaded.participants, loaded.parties));
    const boxes = orderedBoxes(loaded);
    const pdfs = await loadBoxPdfs(tx, deps.storage, loaded, boxes);
    const attachments = await loadAttachmentFacts(tx, deps.storage, loaded, boxes);
    const pdf = imported
      ? await buildImportedPdf(loaded, { contentHash, pdfs, attachments })
      : await buildSealedPdf(loaded, await deps.sealCertificate(), {
          sealedAt: new Date(),
          contentHash,
          pdfs,
          attachments,
          signedContent: await signedContentRecords(tx, loaded),
          tsaUrl: deps.tsaUrl,
        });
    const storageKey = sealedPdfKey(agreementId);
    // Stored before the row commits: a crash in between leaves a file without a row, which the
    // next attempt overwrites; the reverse order could leave a row pointing at nothing.
    await deps.storage.put(storageKey, pdf.bytes);
    const [row] = await tx
      .insert(sealedDocuments)
      .values({ agreementId, storageKey, sha256: pdf.sha256, contentSha256: pdf.contractPagesSha256, byteSize: pdf.bytes.length, pageCount: pdf.pageCount, imported })
      .returning();
    const parentId = imported ? undefined : await concludingEventId(tx, agreementId);
    await recordEvent(tx, {
      agreementId,
      type: imported ? 'imported_document_stored' : 'sealed',
      actor: { ip: actor.ip, userAgent: actor.userAgent },
      documentHash: contentHash,
      payload: { sha256: pdf.sha256, content_sha256: pdf.contractPagesSha256, pages: pdf.pageCount, bytes: pdf.bytes.length, trigger },
      ...(parentId !== undefined ? { parentId } : {}),
    });
    // The sealed PDF exists from this commit on: tell the account's webhooks, with its link.
    if (!imported) await deps.webhooks?.queue(tx, { type: 'agreement.concluded', accountId: loaded.accountId, agreement: loaded.agreement, sealedPdf: { sha256: pdf.sha256 } }, loaded.webhookEvents);
    return row!;
  });
}
