/**
 * Sealing as a durable job (DESIGN.md "Signing" and "Jobs"): the signature that concludes
 * an agreement inserts a seal job in its own transaction, the sign call answers right after
 * commit, and a worker seals in the background. The queue is pg-boss 10 (tables in the `pgboss`
 * schema of our own database, over PostgreSQL or PGlite, see jobs/pgBossDb.ts), so:
 * - a crash after the signature committed loses nothing: the job is in the database and the
 *   next server start picks it up (a job that was running when the process died is retried once
 *   it expires, after `expireInSeconds`);
 * - several server processes share the queue: pg-boss hands each job to one worker (FOR UPDATE
 *   SKIP LOCKED), and sealAgreement seals under the agreement's row lock and returns an existing
 *   seal, so an agreement is never sealed twice, even by a retried or duplicate job;
 * - a failed seal is retried with exponential backoff; when the last attempt fails, or at once
 *   when the seal certificate cannot be loaded (no SEAL_P12 in production: retrying cannot help),
 *   'seal_failed' is recorded in the audit trail; downloading the PDF later queues a new job.
 */
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { EventActor } from '../agreements/recordEvent.js';
import type { Db } from '../db/openDatabase.js';
import { ApiHttpError } from '../http/ApiHttpError.js';
import { clientSql, transactionSql } from '../jobs/pgBossDb.js';
import type { JobQueue } from '../jobs/startJobQueue.js';
import { recordSealFailure } from './recordSealFailure.js';
import { sealAgreement, type SealTrigger } from './sealAgreement.js';
import type { PushHub } from '../push/PushHub.js';
import { agreementChanged } from '../push/publishAfter.js';
import type { SealingDeps } from './SealingDeps.js';

/** The pg-boss queue of seal jobs. */
export const sealQueue = 'seal-agreement';

/** The data of one seal job: the agreement and who triggered it (stored on the 'sealed' event). */
export interface SealJobData {
  agreementId: number;
  trigger: SealTrigger;
  ip: string;
  userAgent: string | null;
}

/** Settings of the seal jobs; every field has a production default. */
export interface SealJobOptions {
  /** Run a worker in this process (default true). Off: jobs are only queued (tests, an API-only process). */
  worker?: boolean;
  /** Retries after the first failed attempt (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry, doubled each time (default 5; pg-boss's backoff needs at least 1). */
  retryDelaySeconds?: number;
  /** How often an idle worker looks for jobs, in seconds (default 2, minimum 0.5). This process's own jobs wake it at once. */
  pollingIntervalSeconds?: number;
  /** After how many seconds a running job counts as lost (its process died) and is retried (default 300). */
  expireInSeconds?: number;
}

/** The seal queue of one server. */
export interface SealJobs {
  /**
   * Queues sealing of `agreementId` inside the transaction `tx` (the job exists iff `tx`
   * commits). Call `wake()` after the commit. Rejects (failing `tx`) when the job is not stored.
   */
  enqueue(tx: Db, agreementId: number, actor: EventActor, trigger: SealTrigger): Promise<void>;
  /** Tells this process's worker to look for jobs now instead of at its next poll. */
  wake(): void;
  /** Whether a seal job of `agreementId` is waiting, retrying or running. */
  pending(agreementId: number): Promise<boolean>;
}

const singletonKey = (agreementId: number) => `agreement-${agreementId}`;

/**
 * One attempt of a seal job. Resolves when the agreement is sealed (or there is nothing to seal);
 * rejects so pg-boss retries; records 'seal_failed' on the last attempt or a certificate error.
 */
async function runSealJob(deps: SealingDeps & { push?: PushHub }, job: PgBoss.JobWithMetadata<SealJobData>, log: Pick<FastifyBaseLogger, 'error' | 'warn'>): Promise<void> {
  const { agreementId, trigger } = job.data;
  const actor: EventActor = { ip: job.data.ip, userAgent: job.data.userAgent };
  const recordFailure = (error: unknown) =>
    recordSealFailure(deps.db, agreementId, actor, error).catch((recordError: unknown) =>
      log.error({ err: recordError, agreementId }, 'could not record the sealing failure'),
    );
  try {
    await deps.sealCertificate();
  } catch (error) {
    log.error({ err: error, agreementId }, 'sealing failed: no seal certificate');
    await recordFailure(error);
    return;
  }
  try {
    await sealAgreement(deps, agreementId, actor, trigger);
    deps.webhooks?.wakeIfQueued();
    await deps.push?.publish(agreementId, agreementChanged('concluded'));
  } catch (error) {
    // 404 (agreement gone) or 4998 (no longer concluded): nothing to seal, nothing to retry.
    if (error instanceof ApiHttpError) {
      log.warn({ agreementId, code: error.apiErrorCode }, 'seal job skipped');
      return;
    }
    const last = job.retryCount >= job.retryLimit;
    log.error({ err: error, agreementId, attempt: job.retryCount + 1 }, last ? 'sealing failed; downloading it queues a new attempt' : 'sealing failed; retrying');
    if (last) await recordFailure(error);
    throw error;
  }
}

/**
 * Starts the seal queue on the server's job queue `jobs` (jobs/startJobQueue.ts, which stops it
 * with the others): creates or updates the queue and (unless `options.worker` is false) a worker. With `deps.push`, a finished seal tells the agreement's open
 * pages (agreement.changed `concluded`). Rejects when the database cannot be reached.
 */
export async function startSealJobs(deps: SealingDeps & { push?: PushHub }, jobs: JobQueue, log: Pick<FastifyBaseLogger, 'error' | 'warn'>, options: SealJobOptions = {}): Promise<SealJobs> {
  const queue: PgBoss.Queue = {
    name: sealQueue,
    policy: 'standard',
    retryLimit: options.retryLimit ?? 5,
    retryDelay: Math.max(1, options.retryDelaySeconds ?? 5),
    retryBackoff: true,
    expireInSeconds: options.expireInSeconds ?? 300,
  };
  const workerId = await jobs.work<SealJobData>(queue, (job) => runSealJob(deps, job, log), {
    worker: options.worker ?? true,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
  });
  return {
    async enqueue(tx, agreementId, actor, trigger) {
      const data: SealJobData = { agreementId, trigger, ip: actor.ip, userAgent: actor.userAgent };
      const id = await jobs.boss.send(sealQueue, data as unknown as object, { db: transactionSql(tx), singletonKey: singletonKey(agreementId) });
      // pg-boss inserts nothing (and answers null) when the queue does not exist: fail the transaction rather than lose the seal.
      if (!id) throw new Error(`The seal job of agreement ${agreementId} could not be queued`);
    },
    wake() {
      if (workerId) jobs.boss.notifyWorker(workerId);
    },
    async pending(agreementId) {
      const { rows } = await clientSql(deps.db).executeSql(
        `SELECT 1 FROM pgboss.job WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry', 'active') LIMIT 1`,
        [sealQueue, singletonKey(agreementId)],
      );
      return rows.length > 0;
    },
  };
}
