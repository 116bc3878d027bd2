/**
 * One push connection per open agreement in the app (core createPushClient), shared by every
 * part of the page that listens: the messages store, the editor's "Updated by {name}" notice,
 * the sent page's refresh. The connection opens with the first listener and closes with the
 * last.
 */
import { createPushClient, type ApiClient, type PushClient, type PushEvent, type PushStatus } from '@inkflow/core';
import { api as sessionApi } from '../session/services.js';

type Listener = (event: PushEvent) => void;
type StatusListener = (status: PushStatus) => void;

interface Channel {
  client: PushClient;
  listeners: Set<Listener>;
  statusListeners: Set<StatusListener>;
  status: PushStatus;
}

const channels = new Map<number, Channel>();

/** Options of subscribeAgreement: the API client (default the session's) and the origin (default the page's). */
export interface SubscribeOptions {
  api?: Pick<ApiClient, 'call'>;
  origin?: string;
  onStatus?: StatusListener;
}

/**
 * Calls `listener` with every push event of agreement `agreementId` (core PushEvent) until the
 * returned function is called. Never throws; without WebSocket (jsdom, old browsers) it does nothing.
 */
export function subscribeAgreement(agreementId: number, listener: Listener, options: SubscribeOptions = {}): () => void {
  if (typeof globalThis.WebSocket !== 'function') return () => {};
  let channel = channels.get(agreementId);
  if (!channel) {
    const api = options.api ?? sessionApi;
    const created: Channel = { listeners: new Set(), statusListeners: new Set(), status: 'connecting', client: undefined as unknown as PushClient };
    created.client = createPushClient({
      origin: options.origin ?? location.origin,
      authorize: () => api.call('POST /push/auth', { body: { agreement_id: agreementId } }),
      onEvent: (event) => {
        for (const l of [...created.listeners]) l(event);
      },
      onStatus: (status) => {
        created.status = status;
        for (const l of [...created.statusListeners]) l(status);
      },
    });
    channel = created;
    channels.set(agreementId, channel);
  }
  const current = channel;
  current.listeners.add(listener);
  if (options.onStatus) {
    current.statusListeners.add(options.onStatus);
    options.onStatus(current.status);
  }
  return () => {
    current.listeners.delete(listener);
    if (options.onStatus) current.statusListeners.delete(options.onStatus);
    if (current.listeners.size === 0) {
      current.client.close();
      channels.delete(agreementId);
    }
  };
}
