/**
 * GET /agreements/{id}/sealed_pdf: the signed PDF for the owner or any participant's
 * guest token of that agreement. Not concluded: 409/4998; concluded
 * but not sealed yet: 409 ASSET_PROCESSING (the seal job runs; see sealedPdfOf).
 */
import { AgreementState } from '@inkflow/core';
import { loadAgreement } from '../agreements/loadAgreement.js';
import type { Actor } from '../http/actor.js';
import { contractNotReady } from './contractNotReady.js';
import { requireAgreementAccess } from './requireAgreementAccess.js';
import { sealedPdfFilename } from './sealedPdfFilename.js';
import { sealedPdfOf } from './sealedPdfOf.js';
import type { SealingDeps } from './SealingDeps.js';
import type { SealJobs } from './sealJobs.js';

/** The PDF bytes, their SHA-256 and a file name, for `actor` (the owner or a guest of this agreement). Errors: 403 (99), 404 NOT_FOUND, 409/4998, 409 ASSET_PROCESSING. */
export async function getSealedPdf(deps: SealingDeps & { sealJobs: SealJobs }, actor: Actor, agreementId: number): Promise<{ bytes: Buffer; sha256: string; filename: string }> {
  const loaded = await loadAgreement(deps.db, agreementId);
  requireAgreementAccess(actor, loaded);
  if (loaded.agreement.state !== AgreementState.Signed) throw contractNotReady();
  const { row, bytes } = await sealedPdfOf(deps, agreementId, actor.origin, 'download');
  return { bytes, sha256: row.sha256, filename: sealedPdfFilename(loaded.agreement.name) };
}
