/**
 * The browser side of the push channel (core contract/pushContract.ts, §7): one WebSocket per
 * open agreement page, framework-free so the app, the guest page and the embed share it.
 *
 * - Connect: ask `authorize()` (POST /api/push/auth through the page's API client, which carries
 *   the session or the guest token) for a ticket, open `/api/push?ticket=…&since=…`.
 * - Every frame is a PushEvent; events at or below the last seen `seq` are dropped (a replay may
 *   overlap the live stream).
 * - Reconnect with backoff after any close: 0.5 s doubling to 30 s, with ±20 % jitter so a
 *   restarted server is not hit by every page at once; the backoff resets once a connection has
 *   lived 10 s. The reconnect sends `since` = the last seen seq, and the server replays what
 *   was missed. A refused authorisation (403/404) stops for good; other failures retry.
 * - `close()` stops everything; no callback runs afterwards.
 */
import type { PushAuthWire, PushEvent } from '../contract/pushContract.js';

/** The connection's state, for a page that shows "Reconnecting…". */
export type PushStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Options of createPushClient. */
export interface PushClientOptions {
  /** The Inkflow origin, e.g. `https://app.inkflow.com` (http becomes ws, https wss). */
  origin: string;
  /** Asks POST /api/push/auth for a ticket; a rejection with `status` 403 or 404 stops the client. */
  authorize: () => Promise<PushAuthWire>;
  /** Called with each new event, in seq order per connection. */
  onEvent: (event: PushEvent) => void;
  /** Called when the state changes. */
  onStatus?: (status: PushStatus) => void;
  /** The seq already seen (events up to it are not replayed); default 0: replay nothing older than the connection. */
  since?: number;
  /** WebSocket constructor; default the global one. */
  WebSocket?: typeof WebSocket;
  /** Backoff bounds in ms; default 500 and 30000. */
  minDelay?: number;
  maxDelay?: number;
}

/** A running push client. */
export interface PushClient {
  /** The last seq seen. */
  readonly lastSeq: number;
  /** Stops the client and closes its socket. */
  close(): void;
}

/** The status a refused authorisation carries (ky's HTTPError or core ApiError). */
function refusedStatus(error: unknown): number | undefined {
  const e = error as { status?: unknown; response?: { status?: unknown } } | null;
  const status = typeof e?.status === 'number' ? e.status : typeof e?.response?.status === 'number' ? e.response.status : undefined;
  return status === 401 || status === 403 || status === 404 ? status : undefined;
}

/** Opens the push channel of one agreement; see the module comment. */
export function createPushClient(options: PushClientOptions): PushClient {
  const Socket = options.WebSocket ?? globalThis.WebSocket;
  const minDelay = options.minDelay ?? 500;
  const maxDelay = options.maxDelay ?? 30_000;
  let lastSeq = options.since ?? -1;
  let closed = false;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let delay = minDelay;
  let openedAt = 0;
  const status = (s: PushStatus) => {
    if (!closed || s === 'closed') options.onStatus?.(s);
  };

  const retry = () => {
    if (closed) return;
    if (openedAt && Date.now() - openedAt > 10_000) delay = minDelay;
    openedAt = 0;
    status('reconnecting');
    const jitter = 1 + (Math.random() * 0.4 - 0.2);
    timer = setTimeout(() => void connect(), Math.round(delay * jitter));
    delay = Math.min(delay * 2, maxDelay);
  };

  const connect = async () => {
    timer = null;
    let auth: PushAuthWire;
    try {
      auth = await options.authorize();
    } catch (error) {
      if (refusedStatus(error) !== undefined) {
        closed = true;
        status('closed');
        return;
      }
      retry();
      return;
    }
    if (closed) return;
    const url = new URL('/api/push', options.origin);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('ticket', auth.ticket);
    if (lastSeq >= 0) url.searchParams.set('since', String(lastSeq));
    const ws = new Socket(url.toString());
    socket = ws;
    ws.onopen = () => {
      openedAt = Date.now();
      status('open');
    };
    ws.onmessage = (message) => {
      if (closed || typeof message.data !== 'string') return;
      let event: PushEvent;
      try {
        event = JSON.parse(message.data) as PushEvent;
      } catch {
        return;
      }
      if (typeof event.seq !== 'number' || event.seq <= lastSeq) return;
      lastSeq = event.seq;
      options.onEvent(event);
    };
    ws.onclose = () => {
      if (socket === ws) socket = null;
      retry();
    };
  };

  status('connecting');
  void connect();
  return {
    get lastSeq() {
      return lastSeq;
    },
    close() {
      if (closed) return;
      closed = true;
      if (timer) clearTimeout(timer);
      const ws = socket;
      socket = null;
      if (ws) {
        ws.onclose = null;
        ws.onmessage = null;
        ws.close();
      }
      status('closed');
    },
  };
}
