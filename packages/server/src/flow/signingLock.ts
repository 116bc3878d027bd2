/**
 * The short per-agreement signing lock (§8 4001 "Someone else is signing now"). Signing takes
 * the agreement's row lock (SELECT … FOR UPDATE), waiting at most `lockWaitMs`: two signers of
 * one agreement are serialised and both succeed; only a signer stuck behind a signature that
 * takes longer than that gets 4001 instead of hanging. The lock ends with the transaction, so a
 * crashed signer never leaves it behind.
 */
import { ApiErrorCode } from '@inkflow/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { loadAgreement, type LoadedAgreement } from '../agreements/loadAgreement.js';
import { ApiHttpError } from '../http/ApiHttpError.js';

/** How long a signer waits for another signature of the same agreement, in milliseconds. */
export const lockWaitMs = 5000;

/** 409 with 4001. */
export const someoneElseSigning = () => new ApiHttpError(409, ApiErrorCode.SomeoneElseSigning, 'Someone else is signing now');

function isLockTimeout(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '55P03') return true;
  }
  return false;
}

/** Loads the agreement under its row lock inside `tx`. Errors: 404, 409/4001 when the wait runs out. */
export async function lockForSigning(tx: Db, agreementId: number): Promise<LoadedAgreement> {
  // SET LOCAL ends with the transaction; the literal is a constant, never input.
  await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${lockWaitMs}ms'`));
  try {
    return await loadAgreement(tx, agreementId, { lock: true });
  } catch (error) {
    if (isLockTimeout(error)) throw someoneElseSigning();
    throw error;
  }
}
