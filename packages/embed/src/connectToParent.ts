/*
 * The iframe side of the embed handshake (DESIGN.md "Embed protocol", core protocol/types.ts).
 *
 * Requirements:
 * - Nothing but `hello` may be posted before the parent is known, and `hello` goes to '*'. That
 *   is safe because it carries nothing but the protocol versions we speak.
 * - An `ack` counts only when it comes from `window.parent` (source), is a well-formed command
 *   (shape), names a version we speak, and its origin is allowed to frame us (origin: the
 *   account's allowlist the server injected, see main.tsx). The first such ack fixes the parent
 *   origin; every later message goes to that concrete origin only, and commands are accepted
 *   only from that window and origin.
 * - An ack from the parent window whose origin is not allowed is reported once (the embed shows
 *   its "not allowed" screen) and never answered, so a foreign page learns nothing.
 * - Commands with an envelope `id` are requests: each gets exactly one `reply { id, ok }`, with
 *   `ok: false` and the handler's error text when it threw or rejected.
 * - `hello` is repeated a few times in case the host attaches its listener after our load; the
 *   loader attaches it before it inserts the iframe, so normally the first one is answered.
 * - A reloaded iframe runs all of this again, which is the "handshake again" of issue #6.
 */
import {
  PROTOCOL_VERSIONS,
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

/** A command after the handshake (`setLanguage`, `focus`, `theme`). */
export type ParentCommand = Exclude<EmbedCommand, { type: 'ack' }>;

/** Options of connectToParent. */
export interface ConnectToParentOptions {
  /**
   * Handles a command after the handshake. For a request (envelope `id`), the reply is `ok` once
   * the returned promise resolves, and `ok: false` with the error's message when it throws.
   */
  onCommand: (command: ParentCommand) => void | Promise<void>;
  /** An ack came from the parent window but its origin may not frame the document. */
  onRefused?: (origin: string) => void;
  /** Parent origins allowed to frame the embed. Default: core's isDefaultAllowedParentOrigin. */
  isAllowedOrigin?: (origin: string) => boolean;
  /** The iframe's window (tests pass their own). Default `window`. */
  self?: Window;
  /** Milliseconds between hellos. Default 500. */
  helloIntervalMs?: number;
  /** Hellos sent at most. Default 10. */
  maxHellos?: number;
}

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
  let version = 0;
  let refused = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let resolve!: (channel: ParentChannel) => void;
  const channel = new Promise<ParentChannel>((r) => (resolve = r));

  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const send = (message: unknown) => {
    if (origin !== null) parent.postMessage(message, origin);
  };
  const run = async (command: ParentCommand) => {
    const id = command.id;
    try {
      await options.onCommand(command);
      if (id !== undefined) send(embedEvent('reply', { id, ok: true }, version));
    } catch (error) {
      if (id !== undefined) send(embedEvent('reply', { id, ok: false, error: error instanceof Error ? error.message : String(error) }, version));
    }
  };
  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent || !isEmbedCommand(event.data)) return;
    const command = event.data;
    if (origin === null) {
      if (command.type !== 'ack' || !PROTOCOL_VERSIONS.includes(command.payload.v)) return;
      if (!isAllowed(event.origin)) {
        if (!refused) options.onRefused?.(event.origin);
        refused = true;
        stop();
        return;
      }
      stop();
      const fixed = event.origin;
      origin = fixed;
      version = command.payload.v;
      resolve({
        origin: fixed,
        version,
        post: (type, payload) => send(embedEvent(type, payload, version)),
        destroy: () => self.removeEventListener('message', onMessage),
      });
      return;
    }
    if (event.origin !== origin || command.type === 'ack') return;
    void run(command);
  };

  self.addEventListener('message', onMessage);
  let sent = 0;
  const hello = () => {
    if (++sent >= (options.maxHellos ?? 10)) stop();
    // Safe to send to any origin: it carries nothing but the versions we speak.
    parent.postMessage(embedEvent('hello', { versions: [...PROTOCOL_VERSIONS] }), '*');
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
