/**
 * Guest tokens must never reach logs (they are bearer credentials): this blanks the token
 * segment of `/at/<token>` paths and the `access_token` query value.
 */
export function redactUrl(url: string): string {
  return url.replace(/\/at\/[^/?#]+/g, '/at/[redacted]').replace(/([?&]access_token=)[^&#]*/g, '$1[redacted]');
}
