/**
 * The push bus over Redis pub/sub (§7 push channel, DESIGN "Real-time collaboration"), chosen
 * when `REDIS_URL` is set: every process publishes its numbered events on one channel
 * (`{prefix}push`, default `inkflow:push`) and every process's subscriber hands them to its
 * sockets, so a page connected to any process sees events published by any other. One publisher
 * and one subscriber connection per process.
 */
import type { PushEvent } from '@inkflow/core';
import { Redis } from 'ioredis';
import type { PushBus, PushListener } from './PushHub.js';

/** Options: the Redis URL and the channel's prefix (default `inkflow:`, e.g. per test). */
export interface RedisPushBusOptions {
  url: string;
  keyPrefix?: string;
  /** Called for a frame that is not JSON or a subscriber error (logged by the caller). */
  onError?: (error: unknown) => void;
}

/** A PushBus over Redis pub/sub (see the module comment); `close()` disconnects both connections. */
export function createRedisPushBus(options: RedisPushBusOptions): PushBus {
  const channel = `${options.keyPrefix ?? 'inkflow:'}push`;
  const onError = options.onError ?? (() => {});
  const publisher = new Redis(options.url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(options.url);
  const listeners = new Set<PushListener>();
  const subscribed = subscriber.subscribe(channel).catch((error: unknown) => onError(error));
  subscriber.on('error', onError);
  publisher.on('error', onError);
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let event: PushEvent;
    try {
      event = JSON.parse(text) as PushEvent;
    } catch (error) {
      onError(error);
      return;
    }
    for (const listener of [...listeners]) listener(event);
  });
  return {
    ready: async () => {
      await subscribed;
    },
    async send(event) {
      await subscribed;
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
