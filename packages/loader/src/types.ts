import type { EmbedEventMap, PublicEmbedEventType } from '@inkflow/core/protocol';

/** Options of `Inkflow.mount` (issue #2 "Embed and loader"). */
export interface MountOptions {
  /** The agreement id of the guest link. */
  documentId: number | string;
  /** The participant's guest token (§4); it travels in the iframe URL only, never in a message. */
  guestToken: string;
  /**
   * The Inkflow origin, e.g. `https://app.inkflow.com`. Default: the origin the loader script was
   * served from (script tag), or the page's own origin (pure entry).
   */
  origin?: string;
  /** Interface language of the document (§1 code, e.g. `sv`); default: the visitor's browser. */
  language?: string;
  /** Accessible name of the iframe. Default `"Inkflow document"`. */
  title?: string;
}

/** Events a host can listen to, with their payloads (protocol EmbedEventMap of @inkflow/core). */
export type InkflowEventName = PublicEmbedEventType;
/** Payload of one event: `ready` {agreementId, participantId, state}, `resize` {height in CSS px}, ... */
export type InkflowEventPayload<K extends InkflowEventName> = EmbedEventMap[K];

/** A mounted document, returned by `mount`. */
export interface InkflowHandle {
  /** The iframe showing the document. */
  readonly iframe: HTMLIFrameElement;
  /**
   * Calls `callback` with the payload each time `event` arrives; returns the unsubscribe function.
   * The same events are dispatched on the mount element as CustomEvents `inkflow:<event>`
   * (payload in `detail`).
   */
  on<K extends InkflowEventName>(event: K, callback: (payload: InkflowEventPayload<K>) => void): () => void;
  /** Switches the document's interface language (§1 code). No-op before the handshake. */
  setLanguage(language: string): void;
  /** Moves keyboard focus into the document. No-op before the handshake. */
  focus(): void;
  /** Removes the iframe, the message listener and every callback. Safe to call twice. */
  destroy(): void;
}

/** The `window.Inkflow` object the script-tag loader installs. */
export interface InkflowGlobal {
  /** Protocol version this loader speaks. */
  readonly version: number;
  /** Shows a document for a guest token inside `element` (appends an iframe). */
  mount(element: HTMLElement, options: MountOptions): InkflowHandle;
}

declare global {
  interface Window {
    /** Installed by /embed/loader.js. */
    Inkflow?: InkflowGlobal;
  }
}
