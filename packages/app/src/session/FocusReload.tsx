import { useEffect } from 'react';
import { accountApi } from '../signedOut/accountApi.js';

/** Debounce of the focus ping (spec §9 Focus ping debounce). */
export const focusPingDebounceMs = 1000;

/** True on the change-email pages, where the focus reload is skipped (spec §4 Auth). */
export function isChangeEmailPath(pathname: string): boolean {
  return /^\/change-email(\/|$)/.test(pathname);
}

/** Options of watchFocusReload (injectable for tests). */
export interface FocusReloadOptions {
  target?: Window;
  ping?: () => Promise<void>;
  reload?: () => void;
  pathname?: () => string;
}

/**
 * Spec §4 Auth: "When the window regains focus and a ping succeeds (debounced 1 s), the page
 * reloads. This is skipped on change-email pages." Only a focus that follows a blur counts as
 * regaining focus, so a page that starts focused never reloads itself. Returns the teardown.
 */
export function watchFocusReload({
  target = window,
  ping = () => accountApi().ping(),
  reload = () => window.location.reload(),
  pathname = () => window.location.pathname,
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
      if (isChangeEmailPath(pathname())) return;
      ping().then(
        () => {
          if (!isChangeEmailPath(pathname())) reload();
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
