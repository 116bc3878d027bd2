/*
 * The iframe side of the embed handshake (DESIGN.md "Embed protocol", core protocol/types.ts).
 *
 * Requirements:
 * - Nothing but `hello` may be posted before the parent is known, and `hello` goes to '*'. That
 *   is safe because it carries nothing but the protocol versions we speak.
 * - An `ack` counts only when it comes from `window.parent` (source), is a well-formed command
 *   (shape), and its origin is allowed to frame us (origin). The first such ack fixes the parent
 *   origin; every later message goes to that concrete origin only, and commands are accepted
 *   only from that window and origin.
 * - An ack from the parent window whose origin is not allowed is reported once (the embed shows
 *   its "not allowed" screen) and never answered, so a foreign page learns nothing.
 * - `hello` is repeated a few times in case the host attaches its listener after our load; the
 *   loader attaches it before it inserts the iframe, so normally the first one is answered.
 * - A reloaded iframe runs all of this again, which is the "handshake again" of issue #6.
 */
import {
  PROTOCOL_VERSION,
  embedEvent,
  isDefaultAllowedParentOrigin,
  isEmbedCommand,
  type EmbedCommand,
  type EmbedEventMap,
  type PublicEmbedEventType,
} from '@inkflow/core/protocol';

/** The established channel to the host page. */
export interface ParentChannel {
  /** The parent origin fixed by the handshake. */
  readonly origin: string;
  /** The protocol version agreed in the ack. */
  readonly version: number;
  /** Posts an event to the parent, to `origin` only. */
  post<K extends PublicEmbedEventType>(type: K, payload: EmbedEventMap[K]): void;
  /** Stops listening for commands. */
  destroy(): void;
}

/** Options of connectToParent. */
export interface ConnectToParentOptions {
  /** Commands after the handshake other than `ack` (`setLanguage`, `focus`). */
  onCommand: (command: Exclude<EmbedCommand, { type: 'ack' }>) => void;
  /** An ack came from the parent window but its origin may not frame the document. */
  onRefused?: (origin: string) => void;
  /** Parent origins allowed to frame the embed. Default: core's isDefaultAllowedParentOrigin (issue #2). */
  isAllowedOrigin?: (origin: string) => boolean;
  /** The iframe's window (tests pass their own). Default `window`. */
  self?: Window;
  /** Milliseconds between hellos. Default 500. */
  helloIntervalMs?: number;
  /** Hellos sent at most. Default 10. */
  maxHellos?: number;
}

const speaks = [PROTOCOL_VERSION];

/**
 * Runs the handshake with `window.parent` and resolves with the channel once an allowed parent
 * acked a version we speak. Never resolves when no allowed parent answers; call the returned
 * `cancel` to stop trying. Only for a framed page (`window.parent !== window`).
 */
export function connectToParent(options: ConnectToParentOptions): { channel: Promise<ParentChannel>; cancel: () => void } {
  const self = options.self ?? window;
  const parent = self.parent;
  const isAllowed = options.isAllowedOrigin ?? isDefaultAllowedParentOrigin;
  let origin: string | null = null;
  let refused = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let resolve!: (channel: ParentChannel) => void;
  const channel = new Promise<ParentChannel>((r) => (resolve = r));

  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent || !isEmbedCommand(event.data)) return;
    const command = event.data;
    if (origin === null) {
      if (command.type !== 'ack' || !speaks.includes(command.payload.v)) return;
      if (!isAllowed(event.origin)) {
        if (!refused) options.onRefused?.(event.origin);
        refused = true;
        stop();
        return;
      }
      stop();
      const fixed = event.origin;
      const version = command.payload.v;
      origin = fixed;
      resolve({
        origin: fixed,
        version,
        post: (type, payload) => parent.postMessage(embedEvent(type, payload, version), fixed),
        destroy: () => self.removeEventListener('message', onMessage),
      });
      return;
    }
    if (event.origin !== origin || command.type === 'ack') return;
    options.onCommand(command);
  };

  self.addEventListener('message', onMessage);
  let sent = 0;
  const hello = () => {
    if (++sent >= (options.maxHellos ?? 10)) stop();
    // Safe to send to any origin: it carries nothing but the versions we speak.
    parent.postMessage(embedEvent('hello', { versions: speaks }), '*');
  };
  hello();
  timer = setInterval(hello, options.helloIntervalMs ?? 500);
  return {
    channel,
    cancel: () => {
      stop();
      self.removeEventListener('message', onMessage);
    },
  };
}
