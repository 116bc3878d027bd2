/**
 * The one call the sign action makes after its transaction commits (issue #5): when the
 * agreement has just concluded (state 4), seal it. Never throws: a failed seal must not turn a
 * committed signature into an error response. It is logged, recorded as 'seal_failed', and
 * retried on download.
 */
import { AgreementState } from '@inkflow/core';
import type { FastifyBaseLogger } from 'fastify';
import type { EventActor } from '../agreements/recordEvent.js';
import { recordSealFailure } from './recordSealFailure.js';
import { sealAgreement } from './sealAgreement.js';
import type { SealingDeps } from './SealingDeps.js';

/** Seals `agreement` if its state is 4 (signed); resolves when done or recorded as failed. */
export async function sealIfConcluded(deps: SealingDeps, agreement: { id: number; state: number }, actor: EventActor, log: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
  if (agreement.state !== AgreementState.Signed) return;
  try {
    await sealAgreement(deps, agreement.id, actor, 'signed');
  } catch (error) {
    log.error({ err: error, agreementId: agreement.id }, 'sealing failed; retried on download');
    await recordSealFailure(deps.db, agreement.id, actor, error).catch((recordError: unknown) =>
      log.error({ err: recordError, agreementId: agreement.id }, 'could not record the sealing failure'),
    );
  }
}
