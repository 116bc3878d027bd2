/**
 * Runs sendDueReminders every `intervalMs` (default 30 s) until stopped. Runs never overlap (the
 * next is scheduled when one ends), and the timer does not keep the process alive. Several
 * server processes may each run it: FOR UPDATE SKIP LOCKED keeps every reminder to one sender.
 * A restart loses nothing: what is due and unsent is picked up by the next run.
 */
import type { Db } from '../db/openDatabase.js';
import type { Mailer } from '../email/Mailer.js';
import { sendDueReminders } from './sendDueReminders.js';

/** Starts the job; returns `stop()`, which resolves once a run in progress has finished. */
export function startReminderJob(
  db: Db,
  mailer: Mailer,
  options: { origin?: string; intervalMs?: number; onError?: (error: unknown) => void } = {},
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sendDueReminders(db, mailer, { origin: options.origin })
        .then(() => undefined, (error: unknown) => options.onError?.(error))
        .finally(schedule);
    }, options.intervalMs ?? 30_000);
    timer.unref();
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
