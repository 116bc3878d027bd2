import { AccountApiError, ApiError, ApiErrorCode, type AccountApi, type LoginMethod, type LoginMfa } from '@inkflow/core';
import { create } from 'zustand';

/** Request state of one operation (spec §4 Request states). */
export type RequestState = 'pristine' | 'loading' | 'success' | 'error';

/** The login flow across its routes (spec §2 Login, §4 Login). */
export interface LoginFlowState {
  /** The email typed on the email step, carried to the other steps and links. */
  email: string;
  /** Remember me: a persistent session (`persistent` of §3), also sent to SSO as 1 or 0. */
  persistent: boolean;
  /** The password of the last attempt, kept in memory only to repeat it with the security code. */
  password: string;
  /** Set when the login answered that a second factor is needed: the security-code step. */
  mfa: LoginMfa | null;
  /** A failure answered `X-Flow-Require-Captcha`: submit stays disabled until solved. */
  captchaRequired: boolean;
  /** The solved captcha payload (`captcha_response_token`), or null. */
  captchaToken: string | null;
  /** Incremented to reset and clear the captcha widget after a failed login. */
  captchaReset: number;
  state: RequestState;
  /** The last failure (AccountApiError with a §8 code, or a network error). */
  error: unknown;
  setEmail(email: string): void;
  setPersistent(persistent: boolean): void;
  setCaptchaToken(token: string | null): void;
  /** GET /positions/login_method; a failed lookup gives `password` (§7). */
  lookup(api: AccountApi, email: string): Promise<LoginMethod>;
  /**
   * POST /positions/login; resolves `signedIn`, `mfa` or `error`. A 1012 Invalid captcha for a
   * captcha the user never solved sets `captchaRequired` without an error (§2, §5).
   */
  submit(api: AccountApi, credentials: { email: string; password: string; persistent: boolean; securityCode?: string }): Promise<'signedIn' | 'mfa' | 'error'>;
  /** POST /positions/login_mfa_code_request for the pending login. */
  requestCode(api: AccountApi): Promise<void>;
  /** The cancel action: resets the MFA state and the form (§2 Login). */
  cancelMfa(): void;
  clearError(): void;
}

/** Creates the zustand store of the login flow. */
export function createLoginFlowStore() {
  return create<LoginFlowState>()((set, get) => ({
    email: '',
    persistent: false,
    password: '',
    mfa: null,
    captchaRequired: false,
    captchaToken: null,
    captchaReset: 0,
    state: 'pristine',
    error: null,
    setEmail: (email) => set({ email }),
    setPersistent: (persistent) => set({ persistent }),
    setCaptchaToken: (captchaToken) => set({ captchaToken }),
    async lookup(api, email) {
      set({ email, state: 'loading', error: null });
      const method = await api.loginMethod(email);
      set({ state: 'pristine' });
      return method;
    },
    async submit(api, { email, password, persistent, securityCode }) {
      const { captchaToken, captchaRequired } = get();
      set({ email, password, persistent, state: 'loading', error: null });
      try {
        const result = await api.login({
          email,
          password,
          persistent,
          ...(securityCode ? { security_code: securityCode } : {}),
          ...(captchaRequired && captchaToken ? { captcha_response_token: captchaToken } : {}),
        });
        if (result.mfa) {
          set({ mfa: result.mfa, state: 'pristine' });
          return 'mfa';
        }
        set({ state: 'success', mfa: null, password: '', captchaRequired: false, captchaToken: null });
        return 'signedIn';
      } catch (error) {
        const requireCaptcha = error instanceof AccountApiError && error.requireCaptcha;
        // §2/§5: a captcha the user never saw or solved is never reported invalid. When the
        // server already wants one (e.g. after a reload), the widget simply appears and submit
        // stays disabled until it is solved.
        const unsolvedCaptcha = error instanceof ApiError && error.code === ApiErrorCode.InvalidCaptcha && !(captchaRequired && captchaToken);
        // §2 Login: after a failed login the captcha is reset and cleared.
        set((s) => ({
          state: unsolvedCaptcha ? 'pristine' : 'error',
          error: unsolvedCaptcha ? null : error,
          captchaRequired: s.captchaRequired || requireCaptcha || unsolvedCaptcha,
          captchaToken: null,
          captchaReset: s.captchaRequired || requireCaptcha || unsolvedCaptcha ? s.captchaReset + 1 : s.captchaReset,
        }));
        return 'error';
      }
    },
    async requestCode(api) {
      const { mfa } = get();
      if (!mfa) return;
      try {
        await api.requestLoginMfaCode(mfa.positionId);
      } catch (error) {
        set({ state: 'error', error });
      }
    },
    cancelMfa: () => set({ mfa: null, password: '', state: 'pristine', error: null }),
    clearError: () => set({ error: null, state: 'pristine' }),
  }));
}

/** The login flow store hook of the app. */
export const useLoginFlow = createLoginFlowStore();
