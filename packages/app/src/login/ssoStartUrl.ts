/**
 * The single-sign-on start of spec §2 Login: a browser redirect to `/api/sso/start` with
 * `email`, `return_to` (a same-origin path) and `persistent` as 1 or 0 (docs/accounts-api.md).
 */
export function ssoStartUrl(email: string, returnTo: string, persistent: boolean): string {
  const query = new URLSearchParams({ email, return_to: returnTo, persistent: persistent ? '1' : '0' });
  return `/api/sso/start?${query.toString()}`;
}
