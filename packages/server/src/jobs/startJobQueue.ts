/**
 * A pg-boss queue on the server's own database (DESIGN.md "Jobs"), for work that must survive a
 * crash or takes long: it is what sealing/sealJobs.ts does for seals, made reusable. The
 * connection goes through jobs/pgBossDb.ts, so it works the same over PostgreSQL and PGlite, and
 * a job can be sent inside the transaction of the change that asks for it (`transactionSql`).
 *
 * `stop()` waits for the handlers that run and for pg-boss's own queries in flight, because
 * pg-boss can resolve its stop while a worker's last fetch or a job's completion query is still
 * on its way, and the caller closes the database next.
 */
import PgBoss from 'pg-boss';
import type { Db } from '../db/openDatabase.js';
import { clientSql } from './pgBossDb.js';

/** Settings of a job queue. */
export interface JobQueueOptions {
  /**
   * Run pg-boss's scheduler (cron schedules, `JobQueue.boss.schedule`): every process may run
   * it, pg-boss sends each scheduled job once. Default false.
   */
  schedule?: boolean;
}

/** A started queue: pg-boss itself, workers whose runs stop() waits for, and stop(). */
export interface JobQueue {
  boss: PgBoss;
  /**
   * Creates `queue` (or updates its settings) and, unless `worker` is false, runs `handler` for
   * each job, one at a time. A handler's rejection fails the job (retried by the queue's policy).
   * Resolves with the worker id (for `boss.notifyWorker`), or undefined without a worker.
   */
  work<T extends object>(
    queue: PgBoss.Queue,
    handler: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
    options?: { worker?: boolean; pollingIntervalSeconds?: number },
  ): Promise<string | undefined>;
  /** Stops the workers and the scheduler, waiting (at most 30 s) for the jobs that run. */
  stop(): Promise<void>;
}

/** Starts pg-boss on `db` (creating or migrating its tables in the `pgboss` schema). Rejects when the database cannot be reached. */
export async function startJobQueue(db: Db, log: { error(details: object, message: string): void }, options: JobQueueOptions = {}): Promise<JobQueue> {
  let inflight = 0;
  const client = clientSql(db);
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
  const boss = new PgBoss({ db: connection, schema: 'pgboss', schedule: options.schedule ?? false, supervise: true });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const running = new Set<Promise<void>>();
  return {
    boss,
    async work(queue, handler, workOptions = {}) {
      // createQueue keeps an existing queue as it is; updateQueue applies changed settings.
      await boss.createQueue(queue.name, queue);
      await boss.updateQueue(queue.name, queue);
      if (workOptions.worker === false) return undefined;
      return boss.work<object>(
        queue.name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: Math.max(0.5, workOptions.pollingIntervalSeconds ?? 2) },
        async ([job]) => {
          const run = handler(job as PgBoss.JobWithMetadata<never>);
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
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 30_000 });
      const deadline = Date.now() + 30_000;
      for (let quiet = 0; quiet < 2 && Date.now() < deadline; ) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        quiet = inflight === 0 && running.size === 0 ? quiet + 1 : 0;
      }
    },
  };
}
