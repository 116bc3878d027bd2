import { ApiError, ApiErrorCode, type ApiClient, type LoginRequest, type Position } from '@inkflow/core';
import { create } from 'zustand';

/**
 * `unknown` until GET /positions/me answered; `failed` when it failed for another reason than
 * a 401 (the app then shows the load-failure page of spec §2 Error screens).
 */
export type SessionStatus = 'unknown' | 'signedIn' | 'signedOut' | 'failed';

/** The signed-in user's session (spec §4 Bootstrap and Auth). */
export interface SessionState {
  /** The position of GET /positions/me, with its account and collections (workspaces). */
  position: Position | null;
  status: SessionStatus;
  /** True while a session call (me, login, logout) is in flight. */
  loading: boolean;
  /** The last failure of load or login: an ApiError (e.g. 1000 invalid credentials, 2001 locked) or a network error. */
  error: unknown;
  /** True after the user logged out, so the login page does not remember the page they left. */
  loggedOutByUser: boolean;
  /** GET /positions/me: `signedIn`, `signedOut` on 401, else `failed`. */
  load(): Promise<void>;
  /** POST /positions/login; on failure `error` holds the ApiError. Resolves either way. */
  login(request: LoginRequest): Promise<void>;
  /** POST /positions/logout, then signed out (even if the call failed). */
  logout(): Promise<void>;
  /** A call answered 401: the session is gone. */
  markSignedOut(): void;
  clearError(): void;
}

/**
 * True for the account-state answers of §8 that the login page shows: 403 2001 "Your account has
 * been locked" and 403 2002 "Your free trial has expired".
 */
export function isAccountBlocked(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403 && (error.code === ApiErrorCode.AccountLocked || error.code === ApiErrorCode.TrialExpired);
}

/** Creates the zustand session store over `api`. */
export function createSessionStore(api: ApiClient) {
  return create<SessionState>()((set) => ({
    position: null,
    status: 'unknown',
    loading: false,
    error: null,
    loggedOutByUser: false,
    async load() {
      set({ loading: true, error: null });
      try {
        const position = await api.me();
        set({ position, status: 'signedIn', loading: false });
      } catch (error) {
        const signedOut = error instanceof ApiError && error.status === 401;
        // A locked account or an expired trial is an answer for the login page, not a load failure.
        const blocked = isAccountBlocked(error);
        set({ position: null, status: signedOut || blocked ? 'signedOut' : 'failed', loading: false, error: signedOut ? null : error });
      }
    },
    async login(request) {
      set({ loading: true, error: null });
      try {
        await api.login(request);
        // The login answer's shape is not fixed by the spec (§7); /positions/me is.
        const position = await api.me();
        set({ position, status: 'signedIn', loading: false, loggedOutByUser: false });
      } catch (error) {
        set({ loading: false, error });
      }
    },
    async logout() {
      set({ loading: true });
      try {
        await api.logout();
      } catch {
        // The server session may already be gone; the user still wants out.
      }
      set({ position: null, status: 'signedOut', loading: false, error: null, loggedOutByUser: true });
    },
    markSignedOut() {
      set({ position: null, status: 'signedOut', loggedOutByUser: false });
    },
    clearError() {
      set({ error: null });
    },
  }));
}

/** The hook returned by createSessionStore. */
export type SessionStore = ReturnType<typeof createSessionStore>;
