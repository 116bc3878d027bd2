/**
 * The sealed PDF of a concluded agreement, sealing it now when an earlier attempt failed (the
 * retry of issue #5). A retry that fails again is recorded and answered with 404 NOT_FOUND: the
 * signed PDF does not exist yet.
 */
import type { EventActor } from '../agreements/recordEvent.js';
import { ApiHttpError, notFound } from '../http/ApiHttpError.js';
import { recordSealFailure } from './recordSealFailure.js';
import { sealAgreement, type SealTrigger, type SealedDocumentRow } from './sealAgreement.js';
import type { SealingDeps } from './SealingDeps.js';

/** The row and bytes. Errors: 404 NOT_FOUND (not sealed and sealing failed, or file missing), 409/4998. */
export async function sealedPdfOf(deps: SealingDeps, agreementId: number, actor: EventActor, trigger: SealTrigger): Promise<{ row: SealedDocumentRow; bytes: Buffer }> {
  let row: SealedDocumentRow;
  try {
    row = await sealAgreement(deps, agreementId, actor, trigger);
  } catch (error) {
    // 404 agreement, 4998: answers, not failures of sealing.
    if (error instanceof ApiHttpError) throw error;
    await recordSealFailure(deps.db, agreementId, actor, error);
    throw notFound('The signed PDF is not available yet');
  }
  const bytes = await deps.storage.get(row.storageKey);
  if (!bytes) throw notFound('The signed PDF is not available');
  return { row, bytes };
}
