import { useEffect } from 'react';
import { accountApi } from '../signedOut/accountApi.js';
import { useSession } from './services.js';

/** Debounce of the focus ping (spec §9 Focus ping debounce). */
export const focusPingDebounceMs = 1000;

/** True on the change-email pages, where the focus reload is skipped (spec §4 Auth). */
export function isChangeEmailPath(pathname: string): boolean {
  return /^\/change-email(\/|$)/.test(pathname);
}

/** Options of watchFocusReload (injectable for tests). */
export interface FocusReloadOptions {
  target?: Window;
  /** Resolves true when the ping succeeded, i.e. answered for a live session. */
  ping?: () => Promise<boolean>;
  reload?: () => void;
  pathname?: () => string;
  /** Whether the page currently shows the signed-out area (only then a reload can change anything). */
  active?: () => boolean;
}

/**
 * Spec §4 Auth: "When the window regains focus and a ping succeeds (debounced 1 s), the page
 * reloads. This is skipped on change-email pages."
 *
 * Our GET /ping answers 200 with or without a session, so "succeeds" means it answered for a
 * live session (X-Flow-Session-Expires): the user logged in from another tab, and the reload
 * takes this signed-out tab into the app. It only runs while the app is signed out — reloading a
 * signed-in page on every focus would throw away unsaved edits. Only a focus that follows a blur
 * counts as regaining focus. Returns the teardown.
 */
export function watchFocusReload({
  target = window,
  ping = async () => (await accountApi().ping()).signedIn,
  reload = () => window.location.reload(),
  pathname = () => window.location.pathname,
  active = () => useSession.getState().status === 'signedOut',
}: FocusReloadOptions = {}): () => void {
  let blurred = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onBlur = () => {
    blurred = true;
  };
  const onFocus = () => {
    if (!blurred) return;
    blurred = false;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (isChangeEmailPath(pathname()) || !active()) return;
      ping().then(
        (succeeded) => {
          if (succeeded && !isChangeEmailPath(pathname())) reload();
        },
        () => undefined,
      );
    }, focusPingDebounceMs);
  };
  target.addEventListener('blur', onBlur);
  target.addEventListener('focus', onFocus);
  return () => {
    clearTimeout(timer);
    target.removeEventListener('blur', onBlur);
    target.removeEventListener('focus', onFocus);
  };
}

/** Mounts watchFocusReload for the app's lifetime; renders nothing. */
export function FocusReload() {
  useEffect(() => watchFocusReload(), []);
  return null;
}
