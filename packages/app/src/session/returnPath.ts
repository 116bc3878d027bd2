/**
 * Where to go after login (spec §2 Login, §4 Auth): a 401 or a signed-out visit to a signed-in
 * route stores `pathname + search` in sessionStorage; a successful login goes there when the
 * stored value starts with a slash, otherwise to `/`.
 *
 * Only same-origin paths are accepted: `//evil.test` and `/\evil.test` are protocol-relative
 * URLs to another origin in browsers, so they are refused (open-redirect guard).
 */

const storageKey = 'inkflow.returnPath';

/** True for a same-origin path: starts with `/`, not with `//` or `/\`. */
export function isSafeReturnPath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Stores `path` (e.g. `/documents/5?m=2`) unless it is unsafe or a login page. */
export function rememberReturnPath(path: string, storage: Storage = sessionStorage): void {
  if (!isSafeReturnPath(path) || /^\/login(\/|\?|$)/.test(path)) return;
  storage.setItem(storageKey, path);
}

/** Returns the stored path when safe, else `/`, and forgets it. */
export function consumeReturnPath(storage: Storage = sessionStorage): string {
  const path = storage.getItem(storageKey);
  storage.removeItem(storageKey);
  return isSafeReturnPath(path) ? path : '/';
}

/** Returns the stored path when safe, else `/`, without forgetting it (the SSO `return_to`). */
export function peekReturnPath(storage: Storage = sessionStorage): string {
  const path = storage.getItem(storageKey);
  return isSafeReturnPath(path) ? path : '/';
}
