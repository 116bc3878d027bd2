export { PROTOCOL_SOURCE, PROTOCOL_VERSION } from './types.js';
export type {
  EmbedCommand,
  EmbedCommandMap,
  EmbedCommandType,
  EmbedEvent,
  EmbedEventMap,
  EmbedEventType,
  Envelope,
  PublicEmbedEventType,
} from './types.js';
export { embedCommand, embedEvent, isDefaultAllowedParentOrigin, isEmbedCommand, isEmbedEvent, isEmbedEventOf } from './guards.js';
