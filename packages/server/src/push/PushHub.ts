/**
 * The push hub (§7 push channel, DESIGN "Real-time collaboration"): every change a page should
 * see live goes through `publish`, which numbers and stores the event (push_events, for the
 * catch-up of a reconnecting page) and hands it to the bus, which delivers it to the pages
 * connected to this and every other server process. In one process the bus is in memory; with
 * `REDIS_URL` it is Redis pub/sub.
 *
 * Publish after the write's transaction has committed: a page told of a change then reads it.
 */
import type { PushEvent, PushEventInput } from '@inkflow/core';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { pushEvents } from '../db/schema-messages.js';

/** A listener for one agreement's events in this process. */
export type PushListener = (event: PushEvent) => void;

/** Carries numbered events between server processes. */
export interface PushBus {
  /** Sends `event` to every process (this one included). */
  send(event: PushEvent): Promise<void>;
  /** Calls `listener` for every event any process sends; returns the unsubscribe. */
  subscribe(listener: PushListener): () => void;
  /** Resolves once this process receives what others send (Redis: subscribed); createServer awaits it. */
  ready?(): Promise<void>;
  close(): Promise<void>;
}

/** Publishes an agreement's live events; see the module comment. */
export interface PushHub {
  /** Stores `event` for `agreementId` and delivers it to every connected page; never throws (a failure is logged by the caller's logger). */
  publish(agreementId: number, event: PushEventInput): Promise<void>;
  /** Listens to one agreement's events in this process; returns the unsubscribe. */
  listen(agreementId: number, listener: PushListener): () => void;
  close(): Promise<void>;
}

/** The bus of one process: an in-memory fan-out. */
export function createMemoryPushBus(): PushBus {
  const listeners = new Set<PushListener>();
  return {
    async send(event) {
      for (const listener of [...listeners]) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

/** A hub storing events in `db` and fanning them out through `bus` (default in memory). */
export function createPushHub(db: Db, bus: PushBus = createMemoryPushBus(), onError: (error: unknown) => void = () => {}): PushHub {
  const byAgreement = new Map<number, Set<PushListener>>();
  const unsubscribe = bus.subscribe((event) => {
    for (const listener of [...(byAgreement.get(event.agreement_id) ?? [])]) listener(event);
  });
  return {
    async publish(agreementId, input) {
      try {
        const at = new Date();
        const [row] = await db.insert(pushEvents).values({ agreementId, event: input as Record<string, unknown>, created: at }).returning({ seq: pushEvents.seq });
        await bus.send({ ...input, seq: row!.seq, at: at.toISOString(), agreement_id: agreementId } as PushEvent);
      } catch (error) {
        onError(error);
      }
    },
    listen(agreementId, listener) {
      const set = byAgreement.get(agreementId) ?? new Set();
      set.add(listener);
      byAgreement.set(agreementId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) byAgreement.delete(agreementId);
      };
    },
    async close() {
      unsubscribe();
      byAgreement.clear();
      await bus.close();
    },
  };
}

/** How long stored events serve catch-ups: a day. */
export const pushEventRetentionMs = 24 * 60 * 60 * 1000;

/** Deletes the stored push events older than a day before `now` (run by the expiry sweep). */
export async function prunePushEvents(db: Db, now: Date = new Date()): Promise<void> {
  await db.delete(pushEvents).where(lt(pushEvents.created, new Date(now.getTime() - pushEventRetentionMs)));
}
