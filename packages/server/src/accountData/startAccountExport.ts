/**
 * POST /accounts/{id}/exports/ (§7 account action "export"): an admin starts an export of every
 * agreement of the account. One transaction begins the `export` account action (§8 6007 while one
 * runs: accounts/accountActions.ts), queues its job and logs it; the job builds the zip
 * (runExportJob). Resolves with the running export.
 */
import type { AccountExportWire } from '@inkflow/core';
import { beginAccountAction } from '../accounts/accountActions.js';
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { logAccountData } from './accountDataLog.js';
import type { AccountDataJobs } from './accountDataJobs.js';
import { exportKind, exportToWire } from './accountExports.js';
import { requireAccountAdmin } from '../accounts/requireAccountAdmin.js';

/** Starts the export. Errors: 403 99 (not an admin of the account), 409 6007 (an export runs). */
export async function startAccountExport(deps: { db: Db; jobs: Pick<AccountDataJobs, 'enqueueExport' | 'wake'>; now(): Date }, admin: SessionPosition, accountId: number): Promise<AccountExportWire> {
  const { db } = deps;
  await requireAccountAdmin(db, admin, accountId);
  const now = deps.now();
  const action = await db.transaction(async (tx) => {
    const started = await beginAccountAction(tx, { accountId, kind: exportKind, positionId: admin.positionId, now });
    await deps.jobs.enqueueExport(tx, { actionId: started.id, accountId, positionId: admin.positionId });
    await logAccountData(tx, { accountId, action: 'export_started', actor: { positionId: admin.positionId, name: admin.fullname }, details: { export_id: started.id }, now });
    return started;
  });
  deps.jobs.wake();
  return exportToWire({ ...action, state: 'running', details: {}, startedBy: admin.fullname }, now);
}
