/**
 * The embed postMessage protocol (DESIGN.md "Embed protocol", issue #6): one versioned envelope
 * `{ source: 'inkflow', v, type, payload }` and one discriminated union per direction.
 * Types only; the guards live in guards.ts, the theme rules in theme.ts.
 *
 * Handshake: the iframe posts `hello { versions }` to its parent (the only message that may go
 * to '*': it carries nothing secret). The loader accepts it only from its own iframe's window and
 * the Inkflow origin, picks the highest version both speak and answers `ack { v }` to the Inkflow
 * origin. The iframe accepts `ack` only from `window.parent` and a parent origin the account
 * allows, and from then on posts only to that origin, with `v` set to the agreed version.
 * A reloaded iframe says `hello` again and the handshake repeats.
 *
 * Requests: the commands `setLanguage`, `focus` and `theme` carry an envelope `id` (a positive
 * integer unique per widget); the iframe answers each with the event `reply { id, ok, error? }`.
 * The loader rejects a request whose reply does not come within its timeout, and every pending
 * request when the widget is destroyed.
 */

/** The protocol version this build speaks. */
export const PROTOCOL_VERSION = 1;
/** Every protocol version this build speaks, oldest first (the `hello` payload). */
export const PROTOCOL_VERSIONS: readonly number[] = [1];
/** The envelope marker. */
export const PROTOCOL_SOURCE = 'inkflow';

/** Payloads of the iframe -> host messages, by type. */
export interface EmbedEventMap {
  /** Handshake opening: the versions the iframe speaks. */
  hello: { versions: number[] };
  /** The document is shown and can be acted on. `participantId` is null for a preview or a viewer. */
  ready: { agreementId: number; participantId: number | null; state: number };
  /** Content height in CSS pixels (grows and shrinks with the content). */
  resize: { height: number };
  /**
   * The participant signed. `state` is the agreement state after signing (4 when concluded).
   * For template signing `agreementId` is the NEW agreement created from the template.
   */
  signed: { agreementId: number; participantId: number; state: number };
  /** The participant declined, with their reason. */
  declined: { agreementId: number; participantId: number; reason: string };
  /**
   * An error the iframe shows: `code` is the §8 api_error_code (e.g. 4999 locked, 99 access
   * denied), else the HTTP status (403, 404), else `'NETWORK_ERROR'`; `message` its text.
   */
  error: { code: number | string; message: string };
  /** The participant closed the signing view. */
  closed: Record<string, never>;
  /** Answer to the request command with envelope id `id`: `ok`, or not with an `error` text. */
  reply: { id: number; ok: true } | { id: number; ok: false; error: string };
}

/**
 * CSS custom properties a host may set with the `theme` command, name -> value. Names come from
 * THEME_VARIABLES and values must pass isThemeValue (theme.ts); anything else is refused whole.
 */
export type ThemeVariables = Partial<Record<ThemeVariable, string>>;

/** The theme variable names (theme.ts THEME_VARIABLES). */
export type ThemeVariable =
  | '--ink-color-text'
  | '--ink-color-muted'
  | '--ink-color-bg'
  | '--ink-color-surface'
  | '--ink-color-border'
  | '--ink-color-primary'
  | '--ink-color-primary-text'
  | '--ink-color-primary-hover'
  | '--ink-color-success'
  | '--ink-color-success-bg'
  | '--ink-color-error'
  | '--ink-color-error-bg'
  | '--ink-color-focus'
  | '--ink-radius'
  | '--ink-font'
  | '--ink-font-size';

/** Payloads of the host -> iframe messages, by type. */
export interface EmbedCommandMap {
  /** Handshake answer with the protocol version both will speak. */
  ack: { v: number };
  /** Switch the interface language (§1 language codes). A request: answered with `reply`. */
  setLanguage: { language: string };
  /** Move keyboard focus into the document. A request: answered with `reply`. */
  focus: Record<string, never>;
  /** Set theme CSS variables on the iframe's root. A request: answered with `reply`. */
  theme: { variables: ThemeVariables };
}

export type EmbedEventType = keyof EmbedEventMap;
export type EmbedCommandType = keyof EmbedCommandMap;
/** Commands that are requests (carry an envelope `id` and get a `reply`). */
export type EmbedRequestType = Exclude<EmbedCommandType, 'ack'>;

/** The envelope of every message. `id` is set on request commands only. */
export interface Envelope<T extends string, P> {
  source: typeof PROTOCOL_SOURCE;
  v: number;
  type: T;
  payload: P;
  id?: number;
}

/** Any iframe -> host message. */
export type EmbedEvent = { [K in EmbedEventType]: Envelope<K, EmbedEventMap[K]> }[EmbedEventType];
/** Any host -> iframe message. */
export type EmbedCommand = { [K in EmbedCommandType]: Envelope<K, EmbedCommandMap[K]> }[EmbedCommandType];

/** Events a host can subscribe to (everything but the handshake and request replies). */
export type PublicEmbedEventType = Exclude<EmbedEventType, 'hello' | 'reply'>;
