/**
 * The signed-out account calls of spec §7 "Session and account": login-method lookup, login with
 * a second factor and a captcha, recovery, sign-up, invite completion and change email.
 *
 * Kept apart from createApiClient because these calls need more than the body of a failure: the
 * login failure's `X-Flow-Require-Captcha` header (§2 Login) decides whether the captcha is
 * shown, so failures reject with an AccountApiError that carries it. Every call goes through the
 * typed route caller (contract/sessionContract.ts, positionsContract.ts, signupContract.ts), so
 * paths, bodies and answers are the contract's.
 */
import type { SignupTokenWire } from '../contract/signupContract.js';
import { ApiError } from '../errors.js';
import type { CompleteRegistrationInput, InviteCompletionInput, SignupRequestInput } from '../validation/accountSchemas.js';
import type { LoginRequest } from '../validation/schemas.js';
import { createHttp, readErrorResponse, type HttpOptions } from './createHttp.js';
import { createRouteCaller } from './createRouteCaller.js';

/** The answer of the login-method lookup (§3): where the email step leads. */
export type LoginMethod = 'password' | 'multiple' | 'sso';

/** The second factor a login needs (§3 Position MFA). */
export interface LoginMfa {
  positionId: number;
  /** `email`, `sms` or `personal_identification` (§3 Two-factor methods). */
  channel: string;
  /** Where the code went, e.g. a masked email or phone number; may be empty. */
  channelData: string;
  /** True when a code was already sent, so the form must not request one on mount (§2 Login). */
  hasCode: boolean;
}

/** POST /positions/login: signed in, or a second factor is needed first. */
export type LoginResult = { mfa: null } | { mfa: LoginMfa };

/** Login payload of §3 (the contract's POST /positions/login body). */
export type AccountLoginRequest = LoginRequest;

/** Sign-up request of §3 (start_trial is always true and added by the client). */
export type SignupRequest = Omit<SignupRequestInput, 'start_trial'>;

/** Sign-up token record of §3. `state` 2 means an invited user joining `account`. */
export type SignupTokenRecord = SignupTokenWire;

/** Complete-registration payload of §3 (self sign-up). */
export type CompleteRegistrationRequest = CompleteRegistrationInput;

/** Invite completion payload of §3. */
export type InviteCompletionRequest = InviteCompletionInput;

/**
 * An ApiError of an account call, with `requireCaptcha` true when the response carried
 * `X-Flow-Require-Captcha` (§2 Login: the captcha is then required before the next submit).
 */
export class AccountApiError extends ApiError {
  readonly requireCaptcha: boolean;
  constructor(status: number, body: unknown, statusText: string, requireCaptcha: boolean) {
    super(status, body, statusText);
    this.requireCaptcha = requireCaptcha;
  }
}

/** The client returned by createAccountApi. Failures reject with AccountApiError (or a network error). */
export interface AccountApi {
  /** GET /positions/login_method: more than one method gives `multiple`; a failed lookup gives `password` (§7). */
  loginMethod(email: string): Promise<LoginMethod>;
  /** POST /positions/login. 1000/1003 invalid credentials, 1005 SSO only, 1008 bad code, 1012 bad captcha, 2001 locked. */
  login(body: AccountLoginRequest): Promise<LoginResult>;
  /** POST /positions/login_mfa_code_request (position_id): sends a new security code. */
  requestLoginMfaCode(positionId: number): Promise<void>;
  /** POST /positions/forgot_password (email). */
  forgotPassword(email: string): Promise<void>;
  /** GET /positions/forgot_password/{token}: rejects when the token is invalid. */
  checkRecoveryToken(token: string): Promise<void>;
  /** POST /positions/forgot_password/{token} (password). 1011 when unchanged. */
  resetPassword(token: string, password: string): Promise<void>;
  /** POST /positions/signup (§3 Sign-up request, start_trial true). 1012 bad captcha. */
  signup(body: SignupRequest): Promise<void>;
  /** GET /positions/signup_step2?private_token=: the token record; 1001 already registered. */
  signupToken(privateToken: string): Promise<SignupTokenRecord>;
  /** POST /positions/signup_step2: completes a self sign-up or an invite; signs the user in. */
  completeSignup(body: CompleteRegistrationRequest | InviteCompletionRequest): Promise<void>;
  /** POST /positions/{id}/change_email (signed in): emails a confirmation link to the new address. 1013 wrong password, 1007 taken. */
  requestEmailChange(positionId: number, body: { email: string; password: string }): Promise<void>;
  /** POST /positions/change_email/{token} with an empty body; the status is the body's status_code (§7). */
  changeEmail(token: string): Promise<void>;
  /** GET /ping: `signedIn` when the answer carries the session expiry (X-Flow-Session-Expires, §7). */
  ping(): Promise<{ signedIn: boolean }>;
}

/** Options of createAccountApi; see HttpOptions (account calls never carry a guest token). */
export type AccountApiOptions = Omit<HttpOptions, 'guestToken'>;

async function toAccountApiError(error: unknown): Promise<never> {
  const { status: httpStatus, statusText, body, headers } = await readErrorResponse(error);
  // change_email reports its outcome in the body's status_code (§7).
  const status = typeof (body as { status_code?: unknown })?.status_code === 'number' ? (body as { status_code: number }).status_code : httpStatus;
  const captcha = headers.get('X-Flow-Require-Captcha');
  throw new AccountApiError(status, body, statusText, captcha !== null && captcha !== '0' && captcha !== 'false');
}

interface LoginWire {
  mfa?: { position_id: number; channel: string; channel_data?: string | null; has_code?: boolean } | null;
}

/** Reads the login answer: `mfa` present means the security-code step (§4 Login). */
export function loginResultFromWire(wire: unknown): LoginResult {
  const mfa = (wire as LoginWire | null)?.mfa;
  if (!mfa) return { mfa: null };
  return { mfa: { positionId: mfa.position_id, channel: mfa.channel, channelData: mfa.channel_data ?? '', hasCode: mfa.has_code === true } };
}

/** Reads the lookup answer (§7): one method as is, several as `multiple`, anything odd as `password`. */
export function loginMethodFromWire(wire: unknown): LoginMethod {
  const methods = (wire as { login_methods?: unknown } | null)?.login_methods;
  if (!Array.isArray(methods) || methods.length === 0) return 'password';
  if (methods.length > 1) return 'multiple';
  const [only] = methods as unknown[];
  return only === 'sso' || only === 'multiple' ? only : 'password';
}

/** Creates the account client over `/api` (same-origin credentials, anti-forgery header on writes), on the typed route caller. */
export function createAccountApi(options: AccountApiOptions = {}): AccountApi {
  const http = createHttp(options);
  const call = createRouteCaller(http, toAccountApiError);

  return {
    loginMethod: async (email) => {
      try {
        return loginMethodFromWire(await call('GET /positions/login_method', { query: { email } }));
      } catch {
        return 'password';
      }
    },
    login: async (body) => loginResultFromWire(await call('POST /positions/login', { body })),
    requestLoginMfaCode: async (positionId) => {
      await call('POST /positions/login_mfa_code_request', { body: { position_id: positionId } });
    },
    forgotPassword: async (email) => {
      await call('POST /positions/forgot_password', { body: { email } });
    },
    checkRecoveryToken: async (token) => {
      await call('GET /positions/forgot_password/:token', { params: { token } });
    },
    resetPassword: async (token, password) => {
      await call('POST /positions/forgot_password/:token', { params: { token }, body: { password } });
    },
    signup: async (body) => {
      await call('POST /positions/signup', { body: { ...body, start_trial: true } });
    },
    signupToken: (privateToken) => call('GET /positions/signup_step2', { query: { private_token: privateToken } }),
    completeSignup: async (body) => {
      await call('POST /positions/signup_step2', { body });
    },
    requestEmailChange: async (positionId, body) => {
      await call('POST /positions/:id/change_email', { params: { id: positionId }, body });
    },
    changeEmail: async (token) => {
      await call('POST /positions/change_email/:token', { params: { token } });
    },
    ping: async () => {
      // The answer's body is only the server time; being signed in shows in a header (§7 ping).
      let signedIn = false;
      const watched = http.extend({
        hooks: {
          afterResponse: [
            (_request, _options, response) => {
              signedIn = response.headers.has('X-Flow-Session-Expires');
            },
          ],
        },
      });
      await createRouteCaller(watched, toAccountApiError)('GET /ping');
      return { signedIn };
    },
  };
}
