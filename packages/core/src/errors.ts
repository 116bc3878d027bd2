/**
 * The error catalogue of spec §8: numeric and string `api_error_code`s, their i18n keys, and
 * the error body every Inkflow API error carries.
 */

/** Error body of every non-OK API response: `{ status_code, api_error_code, message }` (§8). */
export interface ApiErrorBody {
  status_code: number;
  api_error_code: number | string;
  message: string;
  /** GUEST_LINK_EXPIRED only: the sender to ask for a new link. */
  sender?: { name: string; email: string };
}

/** The §8 codes the product uses, by name. */
export const ApiErrorCode = {
  AccessDenied: 99,
  AccountLimitExceeded: 101,
  InvalidCredentials: 1000,
  AlreadyRegistered: 1001,
  InvalidCredentialsAlt: 1003,
  SsoDomainActive: 1005,
  EmailRegistered: 1007,
  InvalidSecurityCode: 1008,
  SamePassword: 1011,
  InvalidCaptcha: 1012,
  InvalidPassword: 1013,
  InviteLimit: 1014,
  AccountLocked: 2001,
  TrialExpired: 2002,
  SomeoneElseSigning: 4001,
  StaleChecksum: 4002,
  StateDoesNotAllowSigning: 4003,
  AlreadySigned: 4005,
  RequiredFieldsEmpty: 4007,
  SignMethodNotAllowed: 4009,
  EndBeforeStart: 4013,
  SignOrderNeedsParticipants: 4054,
  DuplicateParticipant: 4101,
  WrongSignCode: 4109,
  ParticipantListRejected: 4110,
  PersonalIdMismatch: 4111,
  ActiveSuggestions: 4204,
  ProductTotalTooLarge: 4405,
  ProductTableNeedsColumn: 4409,
  UnsupportedFileType: 4502,
  TooManyPdfPages: 4505,
  AttachmentLimit: 4506,
  NotReady: 4998,
  DocumentLocked: 4999,
  ExtensionDisabled: 6001,
  ActionInProgress: 6007,
} as const;
export type ApiErrorCode = (typeof ApiErrorCode)[keyof typeof ApiErrorCode];

/** String codes of §8 used by the foundation (the rest arrive with their issues). */
export const StringErrorCode = {
  BadRequest: 'BAD_REQUEST',
  NotFound: 'NOT_FOUND',
  InternalError: 'INTERNAL_ERROR',
  ContentLimitExceeded: 'CONTENT_LIMIT_EXCEEDED',
  /** §8: processing in progress, try again shortly (e.g. the seal job has not finished yet). */
  AssetProcessing: 'ASSET_PROCESSING',
  // eID outcomes (issue #5, §8 String codes).
  Cancelled: 'CANCELLED',
  CertificateError: 'CERTIFICATE_ERR',
  EidClientError: 'EID_CLIENT_ERROR',
  EidCollectError: 'EID_COLLECT_ERROR',
  EidSignError: 'EID_SIGN_ERROR',
  EidSignicatOutcomeAbort: 'EID_SIGNICAT_OUTCOME_ABORT',
  ExpiredTransaction: 'EXPIRED_TRANSACTION',
  StartFailed: 'START_FAILED',
  UserCancel: 'USER_CANCEL',
  /** A guest link that was issued but no longer works; the body's `sender` says who to ask. */
  GuestLinkExpired: 'GUEST_LINK_EXPIRED',
  /** 409: the change would leave the account without an active admin (§6 userRole). */
  LastAdmin: 'LAST_ADMIN',
} as const;

const numericKeys: Record<number, string> = {
  99: 'errors.accessDenied',
  101: 'errors.accountLimit',
  1000: 'errors.invalidCredentials',
  1001: 'errors.alreadyRegistered',
  1003: 'errors.invalidCredentials',
  1005: 'errors.ssoDomainActive',
  1007: 'errors.emailRegistered',
  1008: 'errors.invalidSecurityCode',
  1011: 'errors.samePassword',
  1012: 'errors.invalidCaptcha',
  1013: 'errors.invalidPassword',
  1014: 'errors.inviteLimit',
  2001: 'errors.accountLocked',
  2002: 'errors.trialExpired',
  4001: 'errors.someoneElseSigning',
  4002: 'errors.staleChecksum',
  4003: 'errors.stateDoesNotAllowSigning',
  4005: 'errors.alreadySigned',
  4007: 'errors.requiredFieldsEmpty',
  4009: 'errors.signMethodNotAllowed',
  4013: 'errors.endBeforeStart',
  4054: 'errors.signOrderNeedsParticipants',
  4101: 'errors.duplicateParticipant',
  4109: 'errors.wrongSignCode',
  4110: 'errors.participantListRejected',
  4111: 'errors.personalIdMismatch',
  4204: 'errors.activeSuggestions',
  4405: 'errors.productTotalTooLarge',
  4409: 'errors.productTableNeedsColumn',
  4502: 'errors.unsupportedFileType',
  4505: 'errors.tooManyPdfPages',
  4506: 'errors.attachmentLimit',
  4998: 'errors.notReady',
  4999: 'errors.documentLocked',
  6001: 'errors.extensionDisabled',
  6007: 'errors.actionInProgress',
};

const stringKeys: Record<string, string> = {
  ACE_DENIED: 'errors.accessDenied',
  ASSET_PROCESSING: 'errors.assetProcessing',
  ASSET_PROCESSING_FAILED: 'errors.assetProcessingFailed',
  CONTENT_LIMIT_EXCEEDED: 'errors.contentLimitExceeded',
  CANCELLED: 'errors.cancelled',
  USER_CANCEL: 'errors.userCancel',
  CERTIFICATE_ERR: 'errors.certificateError',
  EID_CLIENT_ERROR: 'errors.eidError',
  EID_COLLECT_ERROR: 'errors.eidError',
  EID_SIGN_ERROR: 'errors.eidError',
  EID_SIGNICAT_OUTCOME_ABORT: 'errors.eidAborted',
  EXPIRED_TRANSACTION: 'errors.expiredTransaction',
  START_FAILED: 'errors.startFailed',
  /** POST /accounts/{id}/start_trial a second time (§7 start trial): the trial is had once. */
  TRIAL_UNAVAILABLE: 'errors.trialUnavailable',
  LAST_ADMIN: 'errors.lastAdmin',
};

/**
 * The i18n key of an `api_error_code` (§8), or undefined for an unknown code ("Unknown codes
 * show nothing").
 */
export function errorMessageKey(code: number | string | undefined | null): string | undefined {
  if (code === undefined || code === null) return undefined;
  if (typeof code === 'number') return numericKeys[code];
  if (/^\d+$/.test(code)) return numericKeys[Number(code)];
  return stringKeys[code];
}

/** Type guard for the §8 error body. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.status_code === 'number' &&
    (typeof v.api_error_code === 'number' || typeof v.api_error_code === 'string') &&
    typeof v.message === 'string'
  );
}

/**
 * A non-OK API response (§8 Transport). `status` is the HTTP status; `code` the body's
 * `api_error_code` when the body is the §8 error body, else undefined. `serverError` is true
 * for 500 and above.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number | string | undefined;
  readonly body: unknown;
  readonly serverError: boolean;

  constructor(status: number, body: unknown, statusText = '') {
    const message = isApiErrorBody(body) ? body.message : statusText || `HTTP ${status}`;
    super(message);
    this.name = status >= 500 ? 'ServerError' : 'ApiError';
    this.status = status;
    this.code = isApiErrorBody(body) ? body.api_error_code : undefined;
    this.body = body;
    this.serverError = status >= 500;
  }
}

/**
 * Type errors and fetch failures are benign network errors and are not logged (§8 Transport).
 */
export function isBenignNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'FetchError');
}

/**
 * Catalogue codes of §8 whose texts the spec does not give (INTERNAL_ERROR, MAINTENANCE,
 * NOT_FOUND, REQUEST_TIMEOUT, UNKNOWN): known codes, shown as the generic failure.
 */
const textlessCodes: ReadonlySet<string> = new Set(['INTERNAL_ERROR', 'MAINTENANCE', 'NOT_FOUND', 'REQUEST_TIMEOUT', 'UNKNOWN']);

/**
 * Codes of this API whose message the server writes for the person: BAD_REQUEST (the field and
 * what is wrong with it) and TOO_MANY_REQUESTS (how long to wait).
 */
const serverTextCodes: ReadonlySet<string> = new Set([StringErrorCode.BadRequest, 'TOO_MANY_REQUESTS']);

/**
 * What to show for a failed call (§8):
 * - `key`: a catalogue code's i18n key (`errors.*`);
 * - `text`: the server's own message (BAD_REQUEST validation, TOO_MANY_REQUESTS waits);
 * - `generic`: the generic failure ("It should be flawless, but it's not..."): status 500 or
 *   above, no `api_error_code` at all (not the §8 body, network failures), or a catalogue code
 *   whose text the spec leaves out (NOT_FOUND, INTERNAL_ERROR, MAINTENANCE, REQUEST_TIMEOUT, UNKNOWN);
 * - `none`: an unknown code below 500 ("Unknown codes show nothing").
 */
export type FailureMessage = { kind: 'key'; key: string } | { kind: 'text'; text: string } | { kind: 'generic' } | { kind: 'none' };

/** Decides FailureMessage for anything a call rejected with (see FailureMessage). */
export function failureMessage(error: unknown): FailureMessage {
  if (!(error instanceof ApiError)) return { kind: 'generic' };
  const key = errorMessageKey(error.code);
  if (key) return { kind: 'key', key };
  if (error.status >= 500 || error.code === undefined || error.code === null) return { kind: 'generic' };
  const code = String(error.code);
  if (serverTextCodes.has(code) && error.message) return { kind: 'text', text: error.message };
  if (textlessCodes.has(code) || serverTextCodes.has(code)) return { kind: 'generic' };
  return { kind: 'none' };
}
