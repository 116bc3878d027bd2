import type { EmbedEventMap, PublicEmbedEventType, ThemeVariables } from '@inkflow/core/protocol';

export type { ThemeVariables };

/** Options every mount takes (issue #6 "Loader"). */
interface BaseMountOptions {
  /**
   * The guest token (§4): a participant's token from the guest link, a template signing link's
   * token, or `preview` (the owner's preview, needs the owner's session). It travels in the
   * iframe URL only, never in a message.
   */
  guestToken: string;
  /**
   * The Inkflow origin, e.g. `https://app.inkflow.com`. Default: the origin the loader script was
   * served from (script tag and snippet), or the page's own origin (pure entry and React).
   */
  origin?: string;
  /** Interface language of the document (§1 code, e.g. `sv`); default: the visitor's browser. */
  language?: string;
  /** Accessible name of the iframe. Default `"Inkflow document"`. */
  title?: string;
  /** Theme CSS variables applied once connected (see `InkflowHandle.theme`). */
  theme?: ThemeVariables;
  /** Milliseconds a command (`setLanguage`, `focus`, `theme`) waits for its reply. Default 10000. */
  timeout?: number;
  /**
   * Lets the visitor comment on the text and, as a signatory or influencer, suggest changes
   * inline (§2 Collaboration, §3 Message types 3 and 4). Default `false`: the document offers only
   * the "Questions? Message {sender}" chat. Passed to the iframe as `?comments=1`.
   */
  comments?: boolean;
}

/** Mounts the agreement of a guest link: `/embed/documents/{documentId}/at/{guestToken}`. */
export interface DocumentMountOptions extends BaseMountOptions {
  /** The agreement id of the guest link. */
  documentId: number | string;
  templateId?: never;
}

/**
 * Mounts a template's direct signing link: `/embed/documents/templates/{templateId}/at/{guestToken}`.
 * The visitor gives name and email, which creates a new agreement from the template that they
 * sign in the same iframe; `signed` then carries the new agreement's id.
 */
export interface TemplateMountOptions extends BaseMountOptions {
  /** The template's agreement id (state 6). */
  templateId: number | string;
  documentId?: never;
}

/** Options of `Inkflow.mount` / `mount`: a document or a template signing link. */
export type MountOptions = DocumentMountOptions | TemplateMountOptions;

/** Events a host can listen to, with their payloads (protocol EmbedEventMap of @inkflow/core). */
export type InkflowEventName = PublicEmbedEventType;
/**
 * Payload of one event: `ready` {agreementId, participantId, state}, `resize` {height in CSS px},
 * `signed` {agreementId, participantId, state}, `declined` {agreementId, participantId, reason},
 * `error` {code (§8 api_error_code, HTTP status or 'NETWORK_ERROR'), message}, `closed` {}.
 */
export type InkflowEventPayload<K extends InkflowEventName> = EmbedEventMap[K];

/** A mounted document, returned by `mount`. */
export interface InkflowHandle {
  /** The element the iframe was mounted in; it also receives the `inkflow:<event>` CustomEvents. */
  readonly element: HTMLElement;
  /** The iframe showing the document. */
  readonly iframe: HTMLIFrameElement;
  /**
   * Calls `callback` with the payload each time `event` arrives; returns the unsubscribe function.
   * The same events are dispatched on the mount element as CustomEvents `inkflow:<event>`
   * (payload in `detail`).
   */
  on<K extends InkflowEventName>(event: K, callback: (payload: InkflowEventPayload<K>) => void): () => void;
  /**
   * Switches the document's interface language (§1 code). Sent once connected; resolves when the
   * iframe confirms, rejects on a refusal, after `timeout` ms, or when the handle is destroyed.
   */
  setLanguage(language: string): Promise<void>;
  /** Moves keyboard focus into the document. Resolves and rejects like setLanguage. */
  focus(): Promise<void>;
  /**
   * Sets theme CSS variables in the iframe (allowed names: `--ink-color-*`, `--ink-radius`,
   * `--ink-font`, `--ink-font-size`; values: colours, lengths, font names — no `url()`, `;`,
   * quotes...). The set replaces the previous one (unnamed variables return to their defaults;
   * `{}` resets the theme). Rejects with the iframe's reason when a name or value is refused (nothing is then
   * applied), else resolves and rejects like setLanguage.
   */
  theme(variables: ThemeVariables): Promise<void>;
  /** Removes the iframe, the message listener and every callback; rejects pending commands. Safe to call twice. */
  destroy(): void;
}

/**
 * The `window.Inkflow` the loader script installs. It is also callable, like the snippet's queue:
 * `Inkflow('mount', '#contract', options, handle => ...)` and `Inkflow('autoMount', root?)`.
 */
export interface InkflowGlobal {
  (command: 'mount', target: HTMLElement | string, options: MountOptions, callback?: (handle: InkflowHandle) => void): void;
  (command: 'autoMount', root?: ParentNode): void;
  /** Protocol version this loader speaks. */
  readonly version: number;
  /** Shows a document inside `target` (an element or a CSS selector); appends an iframe. Throws when no element matches. */
  mount(target: HTMLElement | string, options: MountOptions): InkflowHandle;
  /**
   * Mounts every element under `root` (default `document`) with `data-inkflow-token` and
   * `data-inkflow-document` or `data-inkflow-template` (plus optional `data-inkflow-language`,
   * `data-inkflow-origin`, `data-inkflow-title`) that is not mounted yet. Runs by itself once
   * the loader has loaded and the DOM is ready.
   */
  autoMount(root?: ParentNode): InkflowHandle[];
}

declare global {
  interface Window {
    /** Installed by /embed/loader.js (before that, possibly the snippet's queue). */
    Inkflow?: InkflowGlobal;
  }
}
