/**
 * The Inkflow API client (§7 calls, §8 transport rules), built on ky.
 *
 * - Every path sits under `/api`; requests use same-origin credentials.
 * - Writes echo the `XSRF-TOKEN` cookie in `X-XSRF-TOKEN` (double-submit anti-forgery).
 * - A guest token travels in `X-Flow-Access-Token`.
 * - Any non-OK response rejects with an `ApiError` (`serverError` for 500 and above), whose
 *   `code` is the body's §8 `api_error_code`. Network failures reject with ky's/fetch's error.
 */
import type { Agreement, Position } from '../domain/agreement.js';
import type { AgreementEvent } from '../domain/agreementEvent.js';
import { agreementEventFromWire } from './agreementEventWire.js';
import { ApiError, ApiErrorCode } from '../errors.js';
import { createHttp, readErrorResponse, type HttpOptions } from './createHttp.js';
import { createRouteCaller, fillPath, type RouteCaller } from './createRouteCaller.js';
import type { ApiContract, ApiRouteKey } from '../contract/apiContract.js';
import type { RouteOutput } from '../contract/defineRoute.js';

export { toSearchParams } from './toSearchParams.js';
import type {
  CreateAgreementRequest,
  CreateParticipantRequest,
  LoginRequest,
  PublishRequest,
  SignRequest,
  UpdateAgreementRequest,
  UpdateParticipantRequest,
} from '../validation/schemas.js';
import { agreementFromWire, positionFromWire, type AgreementWire } from './wire.js';
import type { PartyRequest, SignCodeRequest } from '../validation/participantSchemas.js';

/** The wire answer of contract route `K` (snake_case, as the server sends it). */
type AnswerOf<K extends ApiRouteKey> = RouteOutput<ApiContract[K]>;

/** Options of createApiClient: the Inkflow origin, the guest token, the anti-forgery reader, a fetch. */
export type ApiClientOptions = HttpOptions;

/** Summary row of GET /agreements/. */
export interface AgreementSummary {
  id: number;
  name: string;
  state: number;
  collectionId: number;
  updated: string;
}

/** The API client returned by createApiClient. Every method rejects with ApiError on non-OK. */
export interface ApiClient {
  /**
   * Any route of the contract (core contract/apiContract.ts), typed from its schemas:
   * `call('GET /agreements/:id/notes/', { params: { id }, query: { limit: 50 } })`. Resolves with
   * the wire JSON (snake_case); non-OK rejects with ApiError carrying the §8 `api_error_code`.
   */
  call: RouteCaller;
  ping(): Promise<{ time: string }>;
  loginMethod(email: string): Promise<{ loginMethods: string[] }>;
  /** POST /positions/login without a second step: a position with two-step login rejects with 401 1008 (use createAccountApi). */
  login(body: LoginRequest): Promise<Position>;
  logout(): Promise<void>;
  me(): Promise<Position>;
  listAgreements(query?: { limit?: number; offset?: number; sort?: string; collectionIds?: number[] }): Promise<{ collection: AgreementSummary[]; count: number }>;
  createAgreement(body: CreateAgreementRequest): Promise<Agreement>;
  getAgreement(id: number | string): Promise<Agreement>;
  updateAgreement(id: number, body: UpdateAgreementRequest): Promise<Agreement>;
  deleteAgreement(id: number): Promise<void>;
  addParticipant(agreementId: number, body: CreateParticipantRequest): Promise<Agreement>;
  updateParticipant(agreementId: number, participantId: number, body: UpdateParticipantRequest): Promise<Agreement>;
  disableParticipant(agreementId: number, participantId: number): Promise<Agreement>;
  /** Re-sends a pending participant's invitation with a fresh guest link. */
  remindParticipant(agreementId: number, participantId: number): Promise<AnswerOf<'POST /agreements/:id/participants/:pid/remind'>>;
  publish(agreementId: number, body: PublishRequest): Promise<Agreement>;
  sign(agreementId: number, participantId: number, body: SignRequest): Promise<Agreement>;
  /** The audit trail as a tree (owner only; issue #5). */
  agreementEvents(agreementId: number): Promise<AgreementEvent[]>;
  /** The sealed PDF (owner or the agreement's guest); 409/4998 before conclusion, 404 before sealing. */
  sealedPdf(agreementId: number): Promise<Blob>;
  /** An uploaded file (GET /assets/{id}), for those who may read its agreement (else 403 99 / 404). */
  asset(assetId: number): Promise<Blob>;
  /** Emails the sealed PDF to the participant (§7 send_concluded_copy). */
  sendConcludedCopy(agreementId: number, participantId: number): Promise<AnswerOf<'POST /agreements/:id/participants/:pid/send_concluded_copy'>>;
  // Flow calls (§7, §4).
  /** Draft or pending-state approval by the caller's approver participant. */
  approve(agreementId: number, body?: { participant_id?: number }): Promise<Agreement>;
  /** Declines (with an optional reason): a pending agreement becomes state 3. */
  decline(agreementId: number, body: { reason?: string; participant_id?: number }): Promise<Agreement>;
  /** Cancels (state 5); `manual: 1` terminates a concluded agreement. */
  cancel(agreementId: number, body?: { manual?: 0 | 1 }): Promise<Agreement>;
  /** Sends the SMS sign code (sign method 1); resolves with the masked phone number. */
  requestSignCode(agreementId: number, participantId: number, body: SignCodeRequest): Promise<AnswerOf<'POST /agreements/:id/participants/:pid/sign_code'>>;
  /** Sends the participant MFA security code by the participant's channel. */
  requestMfaCode(agreementId: number, participantId: number): Promise<AnswerOf<'POST /agreements/:id/participants/:pid/mfa_code_request'>>;
  /** Validates the MFA security code (4109 when wrong or expired); resolves with the unlocked agreement. */
  validateMfaCode(agreementId: number, participantId: number, securityCode: string): Promise<Agreement>;
  /** Starts an eID signature; resolves with the broker URL to send the browser to. */
  startEid(agreementId: number, participantId: number, checksum: string): Promise<AnswerOf<'POST /agreements/:id/participants/:pid/eid/start'>>;
  /** Adds a party (§3 Party). */
  createParty(agreementId: number, body: PartyRequest): Promise<Agreement>;
  /** Updates a party. */
  updateParty(agreementId: number, partyId: number, body: PartyRequest): Promise<Agreement>;
  /** Disables a party and its participants. */
  disableParty(agreementId: number, partyId: number): Promise<Agreement>;
}

/**
 * The relative path of contract route `key` with `params` filled in, for answers `call` cannot
 * give because they are not JSON (a file): `pathOf('GET /assets/:id', { id: 3 })` -> `assets/3`.
 */
const pathOf = (key: ApiRouteKey, params: Record<string, unknown>) => fillPath(key.slice(key.indexOf(' ') + 1), params);

async function toApiError(error: unknown): Promise<never> {
  const { status, body, statusText } = await readErrorResponse(error);
  throw new ApiError(status, body, statusText);
}

/** Creates an API client. See ApiClientOptions; implements §7 and the §8 transport. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const http = createHttp(options);

  const call = async <T>(promise: Promise<T>): Promise<T> => promise.catch(toApiError);
  // Routes of the contract (typed from it; errors already ApiError), mapped to camelCase in wire.ts.
  const route = createRouteCaller(http);
  const fromWire = async (p: Promise<AgreementWire>) => agreementFromWire(await p);

  return {
    call: route,
    ping: () => route('GET /ping'),
    loginMethod: async (email) => ({ loginMethods: (await route('GET /positions/login_method', { query: { email } })).login_methods }),
    login: async (body) => {
      const answer = await route('POST /positions/login', { body });
      // A position with two-step login answers `{ mfa }` here; this client has no second step (createAccountApi has).
      if ('mfa' in answer) throw new ApiError(401, { status_code: 401, api_error_code: ApiErrorCode.InvalidSecurityCode, message: 'A security code is required' }, 'Unauthorized');
      return positionFromWire(answer);
    },
    logout: async () => {
      await route('POST /positions/logout');
    },
    me: async () => positionFromWire(await route('GET /positions/me')),
    listAgreements: async (query = {}) => {
      const list = await route('GET /agreements/', {
        query: { limit: query.limit, offset: query.offset, sort: query.sort || undefined, collection_ids: query.collectionIds },
      });
      return {
        count: list.count,
        collection: list.collection.map((a) => ({ id: a.id, name: a.name, state: a.state, collectionId: a.collection_id, updated: a.updated })),
      };
    },
    createAgreement: async (body) => agreementFromWire(await route('POST /agreements/', { body })),
    getAgreement: async (id) => agreementFromWire(await route('GET /agreements/:id', { params: { id } })),
    updateAgreement: async (id, body) => agreementFromWire(await route('PUT /agreements/:id', { params: { id }, body })),
    deleteAgreement: async (id) => {
      await route('DELETE /agreements/:id', { params: { id } });
    },
    addParticipant: (id, body) => fromWire(route('POST /agreements/:id/participants/', { params: { id }, body })),
    updateParticipant: (id, pid, body) => fromWire(route('PUT /agreements/:id/participants/:pid', { params: { id, pid }, body })),
    disableParticipant: (id, pid) => fromWire(route('POST /agreements/:id/participants/:pid/disable', { params: { id, pid } })),
    remindParticipant: (id, pid) => route('POST /agreements/:id/participants/:pid/remind', { params: { id, pid } }),
    publish: (id, body) => fromWire(route('POST /agreements/:id/publish', { params: { id }, body })),
    sign: async (id, pid, body) => agreementFromWire((await route('POST /agreements/:id/participants/:pid/sign', { params: { id, pid }, body })).agreement),
    agreementEvents: async (id) => (await route('GET /agreements/:id/events', { params: { id } })).collection.map(agreementEventFromWire),
    // Binary: `call` answers JSON, so the PDF is read with ky's blob() (same path and errors).
    sealedPdf: (id) => call(http.get(`agreements/${id}/sealed_pdf`).blob()),
    asset: (id) => call(http.get(pathOf('GET /assets/:id', { id })).blob()),
    sendConcludedCopy: (id, pid) => route('POST /agreements/:id/participants/:pid/send_concluded_copy', { params: { id, pid } }),
    approve: async (id, body = {}) => agreementFromWire((await route('POST /agreements/:id/approve', { params: { id }, body })).agreement),
    decline: async (id, body) => agreementFromWire((await route('POST /agreements/:id/decline', { params: { id }, body })).agreement),
    cancel: (id, body = {}) => fromWire(route('POST /agreements/:id/cancel', { params: { id }, body })),
    requestSignCode: (id, pid, body) => route('POST /agreements/:id/participants/:pid/sign_code', { params: { id, pid }, body }),
    requestMfaCode: (id, pid) => route('POST /agreements/:id/participants/:pid/mfa_code_request', { params: { id, pid }, body: {} }),
    validateMfaCode: (id, pid, code) => fromWire(route('POST /agreements/:id/participants/:pid/mfa_code_validate', { params: { id, pid }, body: { security_code: code } })),
    startEid: (id, pid, checksum) => route('POST /agreements/:id/participants/:pid/eid/start', { params: { id, pid }, body: { checksum } }),
    createParty: (id, body) => fromWire(route('POST /agreements/:id/parties/', { params: { id }, body })),
    updateParty: (id, partyId, body) => fromWire(route('PUT /agreements/:id/parties/:partyId', { params: { id, partyId }, body })),
    disableParty: (id, partyId) => fromWire(route('POST /agreements/:id/parties/:partyId/disable', { params: { id, partyId } })),
  };
}
