/**
 * The public origin of every link the server writes — emailed links (recovery, sign-up, invites,
 * change email, guest invitations and reminders), signing links, SSO and eID redirect URIs, the
 * examples' script tag. It comes from configuration only (PUBLIC_ORIGIN, createServer's
 * `publicOrigin`), never from the request: a Host header is chosen by the caller, and a forged
 * one would otherwise put an attacker's host into a password-reset email.
 */

/** The origin createServer uses without `publicOrigin`: what `npm start` prints with the default PORT. */
export const defaultPublicOrigin = 'http://localhost:3000';

/**
 * A configured origin without trailing slashes, e.g. `https://sign.example.com/` ->
 * `https://sign.example.com`. Throws an Error (start-up configuration, not an API answer) when
 * `value` is not an absolute http(s) URL.
 */
export function normalisePublicOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an absolute http(s) URL such as https://sign.example.com, not "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_ORIGIN must use http or https, not "${value}"`);
  return value.replace(/\/+$/, '');
}
