/**
 * Webhook deliveries as durable jobs (DESIGN.md "Jobs", docs/webhooks.md "Retries"). The change
 * that causes an event queues, in its own transaction, one delivery row per subscribed webhook
 * and one pg-boss job per delivery, so an event exists exactly when its change committed. Any
 * server process's worker then makes the attempt (attemptDelivery.ts); a failed attempt queues
 * the next one with its delay (1 min, 5 min, 30 min, 2 h, 6 h) in the transaction that records
 * it. A process dying mid-attempt leaves an active job that pg-boss retries once it expires, and
 * a restart picks up everything still queued.
 *
 * Events are queued only for accounts that may use webhooks (not locked, within the trial or
 * without one): after the trial nothing is sent, and the calls answer 2002.
 */
import { accountHasPremium } from '../accounts/accountState.js';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/openDatabase.js';
import { accounts } from '../db/schema.js';
import { webhookDeliveries, webhooks } from '../db/schema-webhooks.js';
import { transactionSql } from '../jobs/pgBossDb.js';
import type { JobQueue } from '../jobs/startJobQueue.js';
import { attemptDelivery, defaultRetryDelaysSeconds, type AttemptDeps, type AttemptOutcome, type AttemptRequest } from './attemptDelivery.js';
import { eventBody, eventData, newEventId, type WebhookEventInput } from './webhookEvent.js';

/** The pg-boss queue of delivery attempts. */
export const webhookQueue = 'webhook-delivery';

/** Settings of the webhook jobs; every field has a production default. */
export interface WebhookJobOptions {
  /** Run a worker in this process (default true). Off: deliveries are only queued. */
  worker?: boolean;
  /** Seconds before each automatic retry (default 60, 300, 1800, 7200, 21600: five retries). */
  retryDelaysSeconds?: readonly number[];
  /** How often an idle worker looks for due attempts, in seconds (default 2, minimum 0.5). */
  pollingIntervalSeconds?: number;
  /** The limit on one request, in ms (default 10 000). */
  timeoutMs?: number;
}

/** What the webhook jobs need from the server. */
export interface WebhookJobDeps {
  db: Db;
  production: boolean;
  productName: string;
  /** The configured public origin, read at each event (links in payloads). */
  publicOrigin(): string;
}

/** The events side, as the actions that cause events see it. */
export interface WebhookEvents {
  /**
   * Queues `event` for every enabled webhook of its account subscribed to its type, inside the
   * transaction `tx` (the deliveries exist iff `tx` commits). `subscribed` (LoadedAgreement's
   * webhookEvents, read in `tx`) lets an event nobody listens to return at once, without a
   * statement. Resolves with how many were queued; rejects (failing `tx`) when a job is not stored.
   */
  queue(tx: Db, event: WebhookEventInput, subscribed?: readonly string[]): Promise<number>;
  /** After a commit: tells this process's worker to look now if anything was queued since the last wake. */
  wakeIfQueued(): void;
}

/** The webhook queue of one server. */
export interface WebhookJobs extends WebhookEvents {
  /** Queues one more (manual) attempt of a delivery inside `tx`: Redeliver. */
  redeliver(tx: Db, deliveryId: string, attempt: number): Promise<void>;
  /** Makes a manual attempt now, in this call (the Test action). */
  attemptNow(request: AttemptRequest): Promise<AttemptOutcome>;
}

/** pg-boss's own retries only cover a process that died mid-attempt (the job expired); delivery failures are retried by attemptDelivery. */
const queueSettings: PgBoss.Queue = { name: webhookQueue, policy: 'standard', retryLimit: 3, retryDelay: 30, retryBackoff: false, expireInSeconds: 60 };

/** Starts the delivery queue on the server's job queue `jobs` (which stops it with the others) and, unless `options.worker` is false, a worker. */
export async function startWebhookJobs(deps: WebhookJobDeps, jobs: JobQueue, log: Pick<FastifyBaseLogger, 'error' | 'warn'>, options: WebhookJobOptions = {}): Promise<WebhookJobs> {
  const boss = jobs.boss;
  const send = async (tx: Db, data: AttemptRequest, delaySeconds = 0) => {
    // A Date, not seconds: transactionSql gives each `$n` of pg-boss's insert its own parameter,
    // and one of them is cast to a timestamp, which a number of seconds is not.
    const startAfter = delaySeconds > 0 ? { startAfter: new Date(Date.now() + delaySeconds * 1000) } : {};
    const id = await boss.send(webhookQueue, data as unknown as object, { db: transactionSql(tx), ...startAfter });
    if (!id) throw new Error(`The webhook delivery ${data.deliveryId} could not be queued`);
    queued = true;
  };
  const attemptDeps: AttemptDeps = {
    db: deps.db,
    production: deps.production,
    productName: deps.productName,
    timeoutMs: options.timeoutMs ?? 10_000,
    retryDelaysSeconds: options.retryDelaysSeconds ?? defaultRetryDelaysSeconds,
    schedule: (tx, data, delaySeconds) => send(tx, data, delaySeconds),
  };

  let queued = false;
  const workerId = await jobs.work<AttemptRequest>(
    queueSettings,
    async (job) => {
      try {
        await attemptDelivery(attemptDeps, job.data, job.retryCount > 0);
      } catch (error) {
        log.error({ err: error, deliveryId: job.data.deliveryId }, 'webhook delivery could not be recorded; retrying');
        throw error;
      }
    },
    { worker: options.worker ?? true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
  );
  return {
    async queue(tx, event, subscribed) {
      if (subscribed && !subscribed.includes(event.type)) return 0;
      const hooks = await tx
        .select({ id: webhooks.id })
        .from(webhooks)
        .innerJoin(accounts, eq(accounts.id, webhooks.accountId))
        .where(
          and(
            eq(webhooks.accountId, event.accountId),
            eq(webhooks.enabled, true),
            sql`${webhooks.events} @> ${JSON.stringify([event.type])}::jsonb`,
            eq(accounts.locked, false),
            accountHasPremium,
          ),
        );
      if (hooks.length === 0) return 0;
      const eventId = newEventId();
      const body = eventBody(eventId, event.type, event.accountId, eventData(event, deps.publicOrigin()));
      const rows = await tx
        .insert(webhookDeliveries)
        .values(hooks.map((hook) => ({ webhookId: hook.id, eventId, eventType: event.type, agreementId: event.agreement.id, body })))
        .returning({ id: webhookDeliveries.id });
      for (const row of rows) await send(tx, { deliveryId: row.id, attempt: 1 });
      return rows.length;
    },
    async redeliver(tx, deliveryId, attempt) {
      await send(tx, { deliveryId, attempt, manual: true });
    },
    attemptNow: (request) => attemptDelivery(attemptDeps, { ...request, manual: true }),
    wakeIfQueued() {
      if (!queued) return;
      queued = false;
      if (workerId) boss.notifyWorker(workerId);
    },
  };
}
