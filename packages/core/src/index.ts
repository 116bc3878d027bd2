/**
 * @inkflow/core: the framework-free Inkflow domain (DESIGN.md "Packages"). Imports no React.
 */
export {
  AgreementState,
  BoxType,
  ParticipantRole,
  SignMethod,
  currentParticipant,
  isSignable,
} from './domain/agreement.js';
export type {
  Agreement,
  Box,
  Collection,
  Participant,
  Party,
  Position,
  TextBoxContent,
  TextElement,
  TextLeaf,
} from './domain/agreement.js';
export { ApiError, ApiErrorCode, StringErrorCode, errorMessageKey, isApiErrorBody, isBenignNetworkError } from './errors.js';
export type { ApiErrorBody } from './errors.js';
export { createApiClient } from './api/createApiClient.js';
export type { AgreementSummary, ApiClient, ApiClientOptions } from './api/createApiClient.js';
export { agreementFromWire, participantFromWire, positionFromWire } from './api/wire.js';
export type { AgreementWire, ListWire, ParticipantWire, PartyWire, PositionWire } from './api/wire.js';
export {
  boxInputSchema,
  createAgreementSchema,
  createParticipantSchema,
  describeZodError,
  emailSchema,
  limits,
  listQuerySchema,
  loginRequestSchema,
  publishSchema,
  signSchema,
  updateAgreementSchema,
  updateParticipantSchema,
} from './validation/schemas.js';
export type {
  CreateAgreementRequest,
  CreateParticipantRequest,
  LoginRequest,
  PublishRequest,
  SignRequest,
  UpdateAgreementRequest,
  UpdateParticipantRequest,
} from './validation/schemas.js';
export { createI18n, namespaces, recommendedLanguage, supportedLanguages } from './i18n/createI18n.js';
export type { SupportedLanguage } from './i18n/createI18n.js';
export { en as englishResources } from './i18n/locales/index.js';
