/**
 * Expiry (issue #5, config.expireDateDays -> agreements.expire_date): a pending agreement past
 * its expire date becomes overdue (state 2). A periodic sweep does it for all; flow actions call
 * it for their agreement, so the state is right even between sweeps.
 */
import { AgreementState } from '@inkflow/core';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreements } from '../db/schema.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { recordEvent } from '../agreements/recordEvent.js';
import { saveAgreementVersion } from '../agreements/saveAgreementVersion.js';

/** Marks one agreement overdue inside `tx` when it is pending and past `now`; true when it did. */
export async function expireIfDue(tx: Db, agreementId: number, now: Date): Promise<boolean> {
  const loaded = await loadAgreement(tx, agreementId, { lock: true });
  const { agreement } = loaded;
  if (agreement.state !== AgreementState.Pending || !agreement.expireDate || agreement.expireDate > now) return false;
  const saved = await saveAgreementVersion(tx, agreement, agreement.checksum, { state: AgreementState.Overdue }, null);
  const event = await recordEvent(tx, {
    agreementId,
    type: 'expired',
    actor: { ip: '', userAgent: null },
    documentHash: saved.documentHash,
    payload: { expire_date: agreement.expireDate.toISOString(), checksum: saved.loaded.agreement.checksum },
  });
  await recordEvent(tx, {
    agreementId,
    type: 'state_changed',
    actor: { ip: '', userAgent: null },
    documentHash: saved.documentHash,
    payload: { from: AgreementState.Pending, to: AgreementState.Overdue },
    parentId: event,
  });
  return true;
}

/** Makes every pending agreement past its expire date overdue, one transaction each; returns their ids. */
export async function expireAgreements(db: Db, now: Date = new Date()): Promise<number[]> {
  const due = await db
    .select({ id: agreements.id })
    .from(agreements)
    .where(and(eq(agreements.state, AgreementState.Pending), lte(agreements.expireDate, now)));
  const expired: number[] = [];
  for (const { id } of due) {
    if (await db.transaction((tx) => expireIfDue(tx, id, now))) expired.push(id);
  }
  return expired;
}

/** Runs expireAgreements every `intervalMs` (default one minute) until the returned stop is called. */
export function startExpirySweep(db: Db, onError: (error: unknown) => void, intervalMs = 60_000): () => void {
  const timer = setInterval(() => void expireAgreements(db).catch(onError), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
