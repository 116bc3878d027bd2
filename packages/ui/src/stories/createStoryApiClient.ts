import { AgreementState, ApiError, ParticipantRole, type Agreement, type ApiClient, type SignRequest } from '@inkflow/core';

/** Options of createStoryApiClient. */
export interface StoryApiClientOptions {
  /** Delay of every call in ms, to see loading states. Default 0. */
  delayMs?: number;
  /** Make getAgreement reject with this error (e.g. `new ApiError(404, {...})`). */
  loadError?: unknown;
  /** Make sign reject with this error (e.g. a 409 with api_error_code 4002). */
  signError?: unknown;
}

/** The in-memory client plus what it was asked to sign, for assertions. */
export interface StoryApiClient extends ApiClient {
  /** Every sign call, in order. */
  readonly signCalls: { agreementId: number; participantId: number; body: SignRequest }[];
}

/**
 * An in-memory ApiClient test double for stories and unit tests: serves one agreement as a guest
 * would see it and signs it like the server does (checksum must match, else 4002; the state
 * becomes 4 when every signatory signed). Calls outside the guest flow reject with 403 / 99.
 */
export function createStoryApiClient(initial: Agreement, options: StoryApiClientOptions = {}): StoryApiClient {
  let agreement = structuredClone(initial);
  const signCalls: StoryApiClient['signCalls'] = [];
  const wait = <T>(make: () => T): Promise<T> =>
    new Promise((resolve, reject) => {
      setTimeout(() => {
        try {
          resolve(make());
        } catch (error) {
          reject(error);
        }
      }, options.delayMs ?? 0);
    });
  const denied = () => wait<never>(() => {
    throw new ApiError(403, { status_code: 403, api_error_code: 99, message: 'Access denied' });
  });

  return {
    signCalls,
    call: denied,
    ping: () => wait(() => ({ time: new Date().toISOString() })),
    loginMethod: denied,
    login: denied,
    logout: denied,
    me: denied,
    listAgreements: denied,
    createAgreement: denied,
    updateAgreement: denied,
    deleteAgreement: denied,
    addParticipant: denied,
    updateParticipant: denied,
    disableParticipant: denied,
    remindParticipant: denied,
    publish: denied,
    agreementEvents: denied,
    sendConcludedCopy: denied,
    approve: denied,
    cancel: denied,
    requestMfaCode: denied,
    validateMfaCode: denied,
    startEid: denied,
    createParty: denied,
    updateParty: denied,
    disableParty: denied,
    // SMS verification in stories: the code is always 123456.
    requestSignCode: () => wait(() => ({ sent: true as const, phone_number: '•••••••567' })),
    decline: (_id, body) =>
      wait(() => {
        agreement = {
          ...agreement,
          state: AgreementState.Declined,
          participants: agreement.participants.map((p) =>
            p.id === agreement.currentParticipantId ? { ...p, declinedAt: new Date().toISOString(), declineReason: body.reason ?? null } : p,
          ),
        };
        return structuredClone(agreement);
      }),
    // A one-page stand-in: stories show the download button, not a real seal.
    asset: denied,
    sealedPdf: () => wait(() => new Blob(['%PDF-1.7\n%%EOF\n'], { type: 'application/pdf' })),
    getAgreement: () =>
      wait(() => {
        if (options.loadError) throw options.loadError;
        return structuredClone(agreement);
      }),
    sign: (agreementId, participantId, body) =>
      wait(() => {
        signCalls.push({ agreementId, participantId, body });
        if (options.signError) throw options.signError;
        if (body.checksum !== agreement.checksum) {
          throw new ApiError(409, { status_code: 409, api_error_code: 4002, message: 'The contract version is not up to date, refresh' });
        }
        const participants = agreement.participants.map((p) => (p.id === participantId ? { ...p, signedAt: new Date().toISOString() } : p));
        const allSigned = participants.every((p) => p.type !== ParticipantRole.Signatory || !p.enabled || p.signedAt);
        agreement = {
          ...agreement,
          participants,
          state: allSigned ? AgreementState.Signed : agreement.state,
          checksum: `${agreement.checksum}+`,
        };
        return structuredClone(agreement);
      }),
  };
}
