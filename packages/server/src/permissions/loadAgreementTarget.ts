/**
 * Reads one agreement row with its account, for the calls of issue #4, which also need trashed
 * agreements (restore, permanently delete). Permanently deleted ones never come back: 404.
 */
import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreements, collections } from '../db/schema.js';
import { notFound } from '../http/ApiHttpError.js';
import type { AgreementRow } from '../agreements/agreementContent.js';

/** An agreement row and the account owning its workspace. */
export interface AgreementTarget {
  agreement: AgreementRow;
  accountId: number;
}

/** Options: which agreements count (`live` default, `trashed`, `any`) and whether to lock the row. */
export interface LoadTargetOptions {
  trash?: 'live' | 'trashed' | 'any';
  lock?: boolean;
}

/** Loads the agreement or throws 404 (NOT_FOUND). With `lock`, the row stays locked until the transaction ends. */
export async function loadAgreementTarget(tx: Db, id: number, options: LoadTargetOptions = {}): Promise<AgreementTarget> {
  const conditions: SQL[] = [eq(agreements.id, id), isNull(agreements.purgedAt)];
  if ((options.trash ?? 'live') === 'live') conditions.push(isNull(agreements.deletedAt));
  if (options.trash === 'trashed') conditions.push(isNotNull(agreements.deletedAt));
  const query = tx
    .select({ agreement: agreements, accountId: collections.accountId })
    .from(agreements)
    .innerJoin(collections, eq(collections.id, agreements.collectionId))
    .where(and(...conditions))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: agreements }) : await query;
  if (!row) throw notFound(options.trash === 'trashed' ? 'Agreement not found in the trash' : 'Agreement not found');
  return row;
}
