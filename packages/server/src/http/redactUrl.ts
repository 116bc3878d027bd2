/**
 * Guest tokens must never reach logs (they are bearer credentials): this blanks the token
 * segment of `/at/<token>` paths, the `access_token` query value and the `token` of an emailed
 * export link (§7 export).
 */
export function redactUrl(url: string): string {
  return url.replace(/\/at\/[^/?#]+/g, '/at/[redacted]').replace(/([?&](?:access_)?token=)[^&#]*/g, '$1[redacted]');
}
