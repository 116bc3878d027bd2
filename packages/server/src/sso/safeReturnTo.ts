/**
 * The path to go to after an SSO login (§2 Login: "the stored path if it starts with a slash,
 * otherwise /"). Only same-origin relative paths pass: `//evil.test` and `/\evil.test` are
 * protocol-relative in browsers and would make the callback an open redirect.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value.length > 2000 || /[\r\n]/.test(value)) return '/';
  return value;
}
