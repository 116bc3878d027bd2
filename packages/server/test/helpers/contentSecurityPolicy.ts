/** Reading a response's Content-Security-Policy in tests. */

type WithHeaders = { headers: Record<string, unknown> };

/** The CSP directives of a response, by name: `{ 'script-src': ["'self'"], ... }`. */
export function cspOf(response: WithHeaders): Record<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** The response's `frame-ancestors` directive as written, e.g. `frame-ancestors 'self'`; undefined without one. */
export function frameAncestorsOf(response: WithHeaders): string | undefined {
  const sources = cspOf(response)['frame-ancestors'];
  return sources ? ['frame-ancestors', ...sources].join(' ') : undefined;
}
