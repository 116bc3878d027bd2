/**
 * The sealed PDF of a concluded agreement (DESIGN.md "Signing"). Sealing happens in the seal job
 * (sealJobs.ts), never in a request: while the agreement is not sealed yet this answers 409
 * ASSET_PROCESSING, and when no seal job is pending (the last attempt failed, or the agreement
 * concluded before seal jobs existed) it queues a new one first, so asking again later succeeds.
 */
import { eq } from 'drizzle-orm';
import type { EventActor } from '../agreements/recordEvent.js';
import { sealedDocuments } from '../db/schema-sealing.js';
import { StringErrorCode } from '@inkflow/core';
import { ApiHttpError, notFound } from '../http/ApiHttpError.js';
import type { SealTrigger, SealedDocumentRow } from './sealAgreement.js';
import type { SealingDeps } from './SealingDeps.js';
import type { SealJobs } from './sealJobs.js';

/** 409 ASSET_PROCESSING (§8): the seal job has not finished yet. */
export const sealInProgress = () => new ApiHttpError(409, StringErrorCode.AssetProcessing, 'The signed PDF is being sealed: processing in progress, try again shortly');

/**
 * The row and bytes of the seal of `agreementId`, which the caller has checked is concluded
 * (state 4). Errors: 409 ASSET_PROCESSING (not sealed yet; a seal job is pending or was just
 * queued with `trigger` and `actor`), 404 NOT_FOUND (the sealed file is missing from storage).
 */
export async function sealedPdfOf(
  deps: SealingDeps & { sealJobs: SealJobs },
  agreementId: number,
  actor: EventActor,
  trigger: SealTrigger,
): Promise<{ row: SealedDocumentRow; bytes: Buffer }> {
  const [row] = await deps.db.select().from(sealedDocuments).where(eq(sealedDocuments.agreementId, agreementId)).limit(1);
  if (!row) {
    if (!(await deps.sealJobs.pending(agreementId))) {
      await deps.db.transaction((tx) => deps.sealJobs.enqueue(tx, agreementId, actor, trigger));
      deps.sealJobs.wake();
    }
    throw sealInProgress();
  }
  const bytes = await deps.storage.get(row.storageKey);
  if (!bytes) throw notFound('The signed PDF is not available');
  return { row, bytes };
}
