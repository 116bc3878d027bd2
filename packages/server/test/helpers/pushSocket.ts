/**
 * Push channel test helpers: a `ws` client that collects the frames of GET /api/push, and buses
 * of "several processes" linked in memory (the PGlite stand-in for Redis pub/sub).
 */
import type { PushEvent } from '@inkflow/core';
import { WebSocket } from 'ws';
import type { PushBus, PushListener } from '../../src/push/PushHub.js';

/** One open push socket: the events received so far, waits, and the close code. */
export interface PushSocket {
  events: PushEvent[];
  /** Resolves with the first event (already received or next) matching `match`, or rejects after `ms`. */
  next(match: (event: PushEvent) => boolean, ms?: number): Promise<PushEvent>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  close(): void;
}

/** Opens `{origin}/api/push?ticket=…[&since=…]` and resolves once it is open (or closed at once). */
export async function openPushSocket(origin: string, ticket: string, since?: number): Promise<PushSocket> {
  const url = `${origin.replace(/^http/, 'ws')}/api/push?ticket=${encodeURIComponent(ticket)}${since !== undefined ? `&since=${since}` : ''}`;
  const socket = new WebSocket(url);
  const events: PushEvent[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data: Buffer) => {
    events.push(JSON.parse(data.toString('utf8')) as PushEvent);
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
    void closed.then(() => resolve());
  });
  return {
    events,
    closed,
    close: () => socket.close(),
    next(match, ms = 2000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching push event within ${ms} ms; got ${JSON.stringify(events.map((e) => e.type))}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
  };
}

/** `count` buses that deliver to each other, like processes sharing Redis pub/sub. */
export function linkedMemoryBuses(count: number): PushBus[] {
  const all = new Set<PushListener>();
  return Array.from({ length: count }, () => {
    const mine = new Set<PushListener>();
    return {
      async send(event) {
        for (const listener of [...all]) listener(structuredClone(event));
      },
      subscribe(listener) {
        mine.add(listener);
        all.add(listener);
        return () => {
          mine.delete(listener);
          all.delete(listener);
        };
      },
      async close() {
        for (const listener of mine) all.delete(listener);
        mine.clear();
      },
    } satisfies PushBus;
  });
}

/** Waits `ms`. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
