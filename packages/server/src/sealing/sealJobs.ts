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
import PgBoss from 'pg-boss';
import type { EventActor } from '../agreements/recordEvent.js';
import type { Db } from '../db/openDatabase.js';
import { ApiHttpError } from '../http/ApiHttpError.js';
import { clientSql, transactionSql } from '../jobs/pgBossDb.js';
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
  /** Stops the worker, waiting for a job in progress. */
  stop(): Promise<void>;
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
 * Starts the seal queue on `deps.db`: creates or migrates pg-boss's tables, the queue, and (unless
 * `options.worker` is false) a worker. With `deps.push`, a finished seal tells the agreement's open
 * pages (agreement.changed `concluded`). Rejects when the database cannot be reached.
 */
export async function startSealJobs(deps: SealingDeps & { push?: PushHub }, log: Pick<FastifyBaseLogger, 'error' | 'warn'>, options: SealJobOptions = {}): Promise<SealJobs> {
  // Queries in flight, counted so stop() can wait for a worker's last fetch and completion query.
  let inflight = 0;
  const client = clientSql(deps.db);
  const connection: PgBoss.Db = {
    async executeSql(text, values) {
      inflight += 1;
      try {
        return await client.executeSql(text, values);
      } finally {
        inflight -= 1;
      }
    },
  };
  const boss = new PgBoss({ db: connection, schema: 'pgboss', schedule: false, supervise: true });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const queue: PgBoss.Queue = {
    name: sealQueue,
    policy: 'standard',
    retryLimit: options.retryLimit ?? 5,
    retryDelay: Math.max(1, options.retryDelaySeconds ?? 5),
    retryBackoff: true,
    expireInSeconds: options.expireInSeconds ?? 300,
  };
  // createQueue keeps an existing queue as it is; updateQueue applies changed settings.
  await boss.createQueue(sealQueue, queue);
  await boss.updateQueue(sealQueue, queue);
  let workerId: string | undefined;
  // Seals in progress: stop() waits for them (see stop).
  const running = new Set<Promise<void>>();
  if (options.worker ?? true) {
    workerId = await boss.work<SealJobData>(
      sealQueue,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: Math.max(0.5, options.pollingIntervalSeconds ?? 2) },
      async ([job]) => {
        const run = runSealJob(deps, job!, log);
        const settled = run.then(
          () => undefined,
          () => undefined,
        );
        running.add(settled);
        try {
          return await run;
        } finally {
          running.delete(settled);
        }
      },
    );
  }
  return {
    async enqueue(tx, agreementId, actor, trigger) {
      const data: SealJobData = { agreementId, trigger, ip: actor.ip, userAgent: actor.userAgent };
      const id = await boss.send(sealQueue, data as unknown as object, { db: transactionSql(tx), singletonKey: singletonKey(agreementId) });
      // pg-boss inserts nothing (and answers null) when the queue does not exist: fail the transaction rather than lose the seal.
      if (!id) throw new Error(`The seal job of agreement ${agreementId} could not be queued`);
    },
    wake() {
      if (workerId) boss.notifyWorker(workerId);
    },
    async pending(agreementId) {
      const { rows } = await connection.executeSql(
        `SELECT 1 FROM pgboss.job WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry', 'active') LIMIT 1`,
        [sealQueue, singletonKey(agreementId)],
      );
      return rows.length > 0;
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 30_000 });
      // pg-boss's stop can resolve while a worker's last fetch is still in flight: that fetch may
      // then start a seal, and pg-boss sends each job's complete or fail query without awaiting
      // it. Wait until no seal runs and no query is in flight, twice in a row, so nothing reaches
      // a database the caller closes next.
      const deadline = Date.now() + 30_000;
      for (let quiet = 0; quiet < 2 && Date.now() < deadline; ) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        quiet = inflight === 0 && running.size === 0 ? quiet + 1 : 0;
      }
    },
  };
}
