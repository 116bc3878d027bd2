/**
 * The path to go to after a login (§2 Login: "the stored path if it starts with a slash,
 * otherwise /"), shared by the app (the stored path after a password login) and the server (the
 * SSO `return_to`), so both apply one rule against open redirects.
 *
 * Browsers are lenient with URLs: they drop tabs and newlines anywhere, read `\` as `/`, and a
 * path starting with `//` names another host. So `/%09/evil.example/` — once a query parser
 * decodes it to `/<tab>/evil.example/` — leaves the site. The rule therefore refuses, at every
 * level of percent-decoding: control characters (C0, DEL, C1), backslashes and encoded slashes
 * or backslashes; raw whitespace; anything that is not a path starting with exactly one slash,
 * before and after the URL parser has normalised dot segments (`/..//evil` becomes `//evil`).
 */

/** The longest return path accepted, in characters. */
export const returnPathMaxLength = 2000;

/** Characters that browsers strip or reinterpret inside a URL: C0 controls, DEL, C1 controls, backslash. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const reinterpreted = /[\u0000-\u001f\u007f-\u009f\\]/;
/** Percent-encoded slash or backslash: decoded later, they would form `//` or `/\`. */
const encodedSeparator = /%(2f|5c)/i;
const probeOrigin = 'https://return-path.invalid';

/** True for a string starting with exactly one slash. */
const startsWithOneSlash = (path: string) => path.startsWith('/') && !path.startsWith('//');

/**
 * The normalised same-origin path (`pathname + search + hash`, e.g. `/documents/5?m=2`) for
 * `value`, or undefined when `value` is not a string of at most 2000 characters that is safely a
 * path on this origin. Callers go to `/` on undefined. Throws nothing.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > returnPathMaxLength) return undefined;
  if (!startsWithOneSlash(value) || /\s/.test(value)) return undefined;
  // Check every layer a later decoder (a query parser, a router, a proxy) might produce.
  let layer = value;
  for (let depth = 0; depth < 5; depth++) {
    if (reinterpreted.test(layer) || encodedSeparator.test(layer) || !startsWithOneSlash(layer)) return undefined;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      break; // A malformed escape decodes no further; browsers keep it as literal text.
    }
    if (decoded === layer) break;
    layer = decoded;
  }
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return undefined;
  }
  if (url.origin !== probeOrigin) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return startsWithOneSlash(path) ? path : undefined;
}
