/**
 * Shape guards for every protocol message (protocol/types.ts). A message is trusted only after
 * its source window and origin were checked by the caller; these guards check the shape, so a
 * well-formed message from the right window still cannot smuggle wrong types.
 */
import {
  PROTOCOL_SOURCE,
  PROTOCOL_VERSIONS,
  type EmbedCommand,
  type EmbedCommandMap,
  type EmbedCommandType,
  type EmbedEvent,
  type EmbedEventMap,
  type EmbedEventType,
  type Envelope,
} from './types.js';

type Guard<P> = (payload: unknown) => payload is P;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const isEmpty = (v: unknown): v is Record<string, never> => isRecord(v) && Object.keys(v).length === 0;

const eventGuards: { [K in EmbedEventType]: Guard<EmbedEventMap[K]> } = {
  hello: (p): p is EmbedEventMap['hello'] =>
    isRecord(p) && Array.isArray(p.versions) && p.versions.length > 0 && p.versions.length <= 16 && p.versions.every(isId),
  ready: (p): p is EmbedEventMap['ready'] =>
    isRecord(p) && isId(p.agreementId) && (p.participantId === null || isId(p.participantId)) && Number.isInteger(p.state),
  resize: (p): p is EmbedEventMap['resize'] =>
    isRecord(p) && typeof p.height === 'number' && Number.isFinite(p.height) && p.height >= 0 && p.height < 1_000_000,
  signed: (p): p is EmbedEventMap['signed'] =>
    isRecord(p) && isId(p.agreementId) && isId(p.participantId) && Number.isInteger(p.state),
  declined: (p): p is EmbedEventMap['declined'] =>
    isRecord(p) && isId(p.agreementId) && isId(p.participantId) && typeof p.reason === 'string',
  error: (p): p is EmbedEventMap['error'] =>
    isRecord(p) && (typeof p.code === 'number' || typeof p.code === 'string') && typeof p.message === 'string',
  closed: isEmpty,
  reply: (p): p is EmbedEventMap['reply'] =>
    isRecord(p) && isId(p.id) && (p.ok === true || (p.ok === false && typeof p.error === 'string')),
};

const commandGuards: { [K in EmbedCommandType]: Guard<EmbedCommandMap[K]> } = {
  ack: (p): p is EmbedCommandMap['ack'] => isRecord(p) && Number.isInteger(p.v),
  setLanguage: (p): p is EmbedCommandMap['setLanguage'] =>
    isRecord(p) && typeof p.language === 'string' && /^[a-z]{2}(-[A-Za-z]{2})?$/.test(p.language),
  focus: isEmpty,
  // Shape only: the values are checked by validateTheme where they are applied, so the host gets
  // a `reply` naming the refused variable instead of a silent drop and a timeout.
  theme: (p): p is EmbedCommandMap['theme'] => isRecord(p) && Object.keys(p).length === 1 && isRecord(p.variables),
};

function isEnvelope(data: unknown): data is Envelope<string, unknown> {
  return (
    isRecord(data) &&
    data.source === PROTOCOL_SOURCE &&
    isId(data.v) &&
    typeof data.type === 'string' &&
    'payload' in data &&
    (data.id === undefined || isId(data.id))
  );
}

/** True when `data` is a well-formed iframe -> host message of a known type. */
export function isEmbedEvent(data: unknown): data is EmbedEvent {
  if (!isEnvelope(data) || !Object.hasOwn(eventGuards, data.type)) return false;
  return eventGuards[data.type as EmbedEventType](data.payload);
}

/** True when `data` is a well-formed host -> iframe message of a known type. */
export function isEmbedCommand(data: unknown): data is EmbedCommand {
  if (!isEnvelope(data) || !Object.hasOwn(commandGuards, data.type)) return false;
  // The handshake answer is not a request: an id there is a malformed message.
  if (data.type === 'ack' && data.id !== undefined) return false;
  return commandGuards[data.type as EmbedCommandType](data.payload);
}

/** Guard for one event type: `isEmbedEventOf('signed', data)`. */
export function isEmbedEventOf<K extends EmbedEventType>(type: K, data: unknown): data is Envelope<K, EmbedEventMap[K]> {
  return isEmbedEvent(data) && data.type === type;
}

/** Builds an iframe -> host message. */
export function embedEvent<K extends EmbedEventType>(type: K, payload: EmbedEventMap[K], v = 1): Envelope<K, EmbedEventMap[K]> {
  return { source: PROTOCOL_SOURCE, v, type, payload };
}

/** Builds a host -> iframe message; `id` makes it a request (setLanguage, focus, theme). */
export function embedCommand<K extends EmbedCommandType>(type: K, payload: EmbedCommandMap[K], v = 1, id?: number): Envelope<K, EmbedCommandMap[K]> {
  return id === undefined ? { source: PROTOCOL_SOURCE, v, type, payload } : { source: PROTOCOL_SOURCE, v, type, payload, id };
}

/** True when `data` is a well-formed `reply` event (the answer to a request). */
export function isEmbedReply(data: unknown): data is Envelope<'reply', EmbedEventMap['reply']> {
  return isEmbedEventOf('reply', data);
}

/**
 * The highest protocol version both sides speak, or null. `theirs` is the `hello` payload's
 * list; `ours` what this build speaks (default PROTOCOL_VERSIONS).
 */
export function negotiateVersion(theirs: readonly number[], ours: readonly number[] = PROTOCOL_VERSIONS): number | null {
  let best: number | null = null;
  for (const v of theirs) if (ours.includes(v) && (best === null || v > best)) best = v;
  return best;
}

/**
 * Parent origins allowed outside production in addition to the account's allowlist (issue #6),
 * so the examples work on any port: http://localhost and http://127.0.0.1 on any port.
 */
export function isDefaultAllowedParentOrigin(origin: string): boolean {
  return /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/.test(origin);
}
