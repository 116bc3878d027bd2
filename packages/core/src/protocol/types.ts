/**
 * The embed postMessage protocol (DESIGN.md "Embed protocol"): one versioned envelope
 * `{ source: 'inkflow', v, type, payload }` and one discriminated union per direction.
 * Types only; the guards live in guards.ts.
 *
 * Handshake: the iframe posts `hello` to its parent (the only message that may go to '*': it
 * carries nothing secret). The loader accepts it only from its own iframe's window and the
 * Inkflow origin, and answers `ack` to the Inkflow origin. The iframe accepts `ack` only from
 * `window.parent` and an allowed parent origin, and from then on posts only to that origin.
 * A reloaded iframe says `hello` again and the handshake repeats.
 */

/** The protocol version this build speaks. */
export const PROTOCOL_VERSION = 1;
/** The envelope marker. */
export const PROTOCOL_SOURCE = 'inkflow';

/** Payloads of the iframe -> host messages, by type. */
export interface EmbedEventMap {
  /** Handshake opening: the versions the iframe speaks. */
  hello: { versions: number[] };
  /** The document is shown and can be acted on. */
  ready: { agreementId: number; participantId: number | null; state: number };
  /** Content height in CSS pixels. */
  resize: { height: number };
  /** The participant signed. `state` is the agreement state after signing (4 when concluded). */
  signed: { agreementId: number; participantId: number; state: number };
  /** The participant declined, with their reason. */
  declined: { agreementId: number; participantId: number; reason: string };
  /** An error the iframe shows: `code` is the §8 api_error_code (or HTTP status), `message` its text. */
  error: { code: number | string; message: string };
  /** The participant closed the signing view. */
  closed: Record<string, never>;
}

/** Payloads of the host -> iframe messages, by type. */
export interface EmbedCommandMap {
  /** Handshake answer with the protocol version both will speak. */
  ack: { v: number };
  /** Switch the interface language (§1 language codes). */
  setLanguage: { language: string };
  /** Move keyboard focus into the document. */
  focus: Record<string, never>;
}

export type EmbedEventType = keyof EmbedEventMap;
export type EmbedCommandType = keyof EmbedCommandMap;

/** The envelope of every message. */
export interface Envelope<T extends string, P> {
  source: typeof PROTOCOL_SOURCE;
  v: number;
  type: T;
  payload: P;
}

/** Any iframe -> host message. */
export type EmbedEvent = { [K in EmbedEventType]: Envelope<K, EmbedEventMap[K]> }[EmbedEventType];
/** Any host -> iframe message. */
export type EmbedCommand = { [K in EmbedCommandType]: Envelope<K, EmbedCommandMap[K]> }[EmbedCommandType];

/** Events a host can subscribe to (everything but the handshake). */
export type PublicEmbedEventType = Exclude<EmbedEventType, 'hello'>;
