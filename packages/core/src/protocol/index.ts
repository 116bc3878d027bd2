/**
 * @inkflow/core/protocol: the embed postMessage protocol (DESIGN.md "Embed protocol", issue #6),
 * its guards, the theme rules and the parent-origin rules. Shared by the loader (types only),
 * the embed page and the server.
 */
export { PROTOCOL_SOURCE, PROTOCOL_VERSION, PROTOCOL_VERSIONS } from './types.js';
export type {
  EmbedCommand,
  EmbedCommandMap,
  EmbedCommandType,
  EmbedEvent,
  EmbedEventMap,
  EmbedEventType,
  EmbedRequestType,
  Envelope,
  PublicEmbedEventType,
  ThemeVariable,
  ThemeVariables,
} from './types.js';
export {
  embedCommand,
  embedEvent,
  isDefaultAllowedParentOrigin,
  isEmbedCommand,
  isEmbedEvent,
  isEmbedEventOf,
  isEmbedReply,
  negotiateVersion,
} from './guards.js';
export { THEME_VALUE_MAX, THEME_VARIABLES, isThemeValue, isThemeVariable, validateTheme } from './theme.js';
export type { ThemeValidation } from './theme.js';
export { eidReturnMessage, isEidReturnMessage } from './eidReturn.js';
export type { EidReturnMessage } from './eidReturn.js';
export { MAX_ALLOWED_ORIGINS, isAllowedParentOrigin, isExactOrigin, parseFramePolicy } from './origins.js';
export type { EmbedFramePolicy } from './origins.js';
