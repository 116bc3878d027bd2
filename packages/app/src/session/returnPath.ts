/**
 * Where to go after login (spec §2 Login, §4 Auth): a 401 or a signed-out visit to a signed-in
 * route stores `pathname + search` in sessionStorage; a successful login goes there when the
 * stored value starts with a slash, otherwise to `/`.
 *
 * Only same-origin paths are accepted, by the rule the server applies to the SSO `return_to`
 * (`safeReturnPath` in @inkflow/core): no `//` or `/\` prefix, control characters, backslashes
 * or encoded slashes, which browsers could turn into a URL on another origin.
 */
import { safeReturnPath } from '@inkflow/core';

const storageKey = 'inkflow.returnPath';

/** True for a same-origin path by core's `safeReturnPath` rule. */
export function isSafeReturnPath(path: unknown): path is string {
  return safeReturnPath(path) !== undefined;
}

/** Stores `path` (e.g. `/documents/5?m=2`), normalised, unless it is unsafe or a login page. */
export function rememberReturnPath(path: string, storage: Storage = sessionStorage): void {
  const safe = safeReturnPath(path);
  if (safe === undefined || /^\/login(\/|\?|$)/.test(safe)) return;
  storage.setItem(storageKey, safe);
}

/** Returns the stored path when safe, else `/`, and forgets it. */
export function consumeReturnPath(storage: Storage = sessionStorage): string {
  const path = storage.getItem(storageKey);
  storage.removeItem(storageKey);
  return safeReturnPath(path) ?? '/';
}

/** Returns the stored path when safe, else `/`, without forgetting it (the SSO `return_to`). */
export function peekReturnPath(storage: Storage = sessionStorage): string {
  return safeReturnPath(storage.getItem(storageKey)) ?? '/';
}
