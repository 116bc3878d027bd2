/**
 * The background work of data management (DESIGN.md "Jobs": "exports, retention ... run from a
 * table-backed queue"), on pg-boss in the server's own database (jobs/startJobQueue.ts):
 *
 * - `account-export`: one job per export, queued in the transaction that starts the export (so
 *   the job exists exactly when the running account action does). A process that dies mid-export
 *   leaves the job to be retried once it expires; the retried run finds the action taken over
 *   (or still running under its lease) and acts accordingly (runExportJob).
 * - `account-data-daily`: the daily maintenance (retention rules, expired export files, deletion
 *   of closed accounts after their grace period), sent by pg-boss's scheduler at 03:15 UTC;
 *   pg-boss sends a scheduled job once however many processes run the scheduler.
 */
import type PgBoss from 'pg-boss';
import type { Db } from '../db/openDatabase.js';
import { transactionSql } from '../jobs/pgBossDb.js';
import type { JobQueue } from '../jobs/startJobQueue.js';
import type { AccountDataDeps, JobLog } from './AccountDataDeps.js';
import { runAccountDataMaintenance } from './runAccountDataMaintenance.js';
import { runExportJob, type ExportJobData } from './runExportJob.js';

/** The queue of export jobs. */
export const exportQueue = 'account-export';
/** The queue of the daily maintenance. */
export const dailyQueue = 'account-data-daily';
/** When the daily maintenance runs (cron, UTC). */
export const dailyCron = '15 3 * * *';

/** Settings of the data management jobs. */
export interface AccountDataJobOptions {
  /** Run workers in this process (default true). Off: jobs are only queued. */
  worker?: boolean;
  /** Schedule the daily job; the server's job queue then runs pg-boss's scheduler (default false; startServer turns it on). */
  schedule?: boolean;
  /** How often an idle worker looks for jobs, in seconds (default 2). This process's own exports wake it at once. */
  pollingIntervalSeconds?: number;
}

/** The data management jobs of one server. */
export interface AccountDataJobs {
  /** Queues the export of `data` inside `tx` (the job exists iff `tx` commits); call `wake()` after the commit. */
  enqueueExport(tx: Db, data: ExportJobData): Promise<void>;
  /** Tells this process's export worker to look for jobs now. */
  wake(): void;
}

/** Starts the export and daily queues on the server's job queue `queue` (which stops them with the others) and, unless `worker` is false, their workers. */
export async function startAccountDataJobs(deps: AccountDataDeps, queue: JobQueue, log: JobLog, options: AccountDataJobOptions = {}): Promise<AccountDataJobs> {
  const worker = { worker: options.worker ?? true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  // One try plus one retry: a failed export ends its account action (runExportJob), so a retry
  // only matters when the process died; an export may take long, hence the hour before a
  // running job counts as lost.
  const exportWorker = await queue.work<ExportJobData>(
    { name: exportQueue, policy: 'standard', retryLimit: 1, retryDelay: 30, expireInSeconds: 60 * 60 },
    (job) => runExportJob(deps, job.data, log),
    worker,
  );
  await queue.work<Record<string, never>>(
    { name: dailyQueue, policy: 'standard', retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 60 * 60 },
    async () => {
      const outcome = await runAccountDataMaintenance(deps, deps.now(), log);
      if (outcome.failures > 0) log.warn({ ...outcome }, 'daily data maintenance finished with failures');
    },
    worker,
  );
  if (options.schedule) await queue.boss.schedule(dailyQueue, dailyCron, {}, { tz: 'UTC' });
  return {
    async enqueueExport(tx, data) {
      const id = await queue.boss.send(exportQueue, data as unknown as object, { db: transactionSql(tx) } as PgBoss.SendOptions);
      // pg-boss inserts nothing (and answers null) when the queue does not exist: fail the transaction rather than lose the export.
      if (!id) throw new Error(`The export job of account ${data.accountId} could not be queued`);
    },
    wake() {
      if (exportWorker) queue.boss.notifyWorker(exportWorker);
    },
  };
}
