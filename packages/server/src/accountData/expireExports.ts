/**
 * Export files past their link's 7 days (§7 export): the daily job removes them from storage and
 * marks the export so the page shows it as expired. The download refuses an expired export from
 * its expiry on, whether or not the file is gone yet.
 */
import { and, eq, sql } from 'drizzle-orm';
import { accountActions } from '../db/schema-account-actions.js';
import type { AccountDataDeps, JobLog } from './AccountDataDeps.js';
import { exportKind, type ExportDetails } from './accountExports.js';

/** Removes the files of exports expired at `now`; resolves with how many. */
export async function expireExports(deps: Pick<AccountDataDeps, 'db' | 'storage'>, now: Date, log: JobLog): Promise<number> {
  const due = await deps.db
    .select({ id: accountActions.id, details: accountActions.details })
    .from(accountActions)
    .where(
      and(
        eq(accountActions.kind, exportKind),
        eq(accountActions.state, 'done'),
        sql`(${accountActions.details} ->> 'expiresAt')::timestamptz <= ${now.toISOString()}::timestamptz`,
        sql`coalesce((${accountActions.details} ->> 'fileRemoved')::boolean, false) = false`,
      ),
    );
  let removed = 0;
  for (const row of due) {
    const details = row.details as ExportDetails;
    try {
      if (details.storageKey) await deps.storage.delete(details.storageKey);
      await deps.db
        .update(accountActions)
        .set({ details: sql`${accountActions.details} || '{"fileRemoved": true}'::jsonb` })
        .where(eq(accountActions.id, row.id));
      removed += 1;
    } catch (error) {
      log.error({ err: error, exportId: row.id }, 'could not remove an expired export');
    }
  }
  return removed;
}
