/**
 * The transport both API clients share (§7 common headers, §8 Transport): every path under
 * `/api`, same-origin credentials, no retries, the anti-forgery echo on writes and the guest
 * token header. Failures are read once here, by readErrorResponse.
 */
import ky, { HTTPError, type KyInstance } from 'ky';

/** Options of createHttp. `baseUrl` is the Inkflow origin; it defaults to `location.origin`. */
export interface HttpOptions {
  baseUrl?: string;
  guestToken?: string | null;
  /** Reads the anti-forgery token; defaults to the `XSRF-TOKEN` cookie of `document.cookie`. */
  xsrfToken?: () => string | undefined;
  fetch?: typeof fetch;
}

/** The `XSRF-TOKEN` cookie (double-submit anti-forgery), or undefined outside a browser. */
export function cookieXsrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/** A ky instance for `{baseUrl}/api` with the headers of §7. */
export function createHttp(options: HttpOptions = {}): KyInstance {
  const readXsrf = options.xsrfToken ?? cookieXsrfToken;
  return ky.create({
    prefixUrl: `${options.baseUrl ?? (typeof location !== 'undefined' ? location.origin : '')}/api`,
    credentials: 'same-origin',
    retry: 0,
    timeout: 30_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          if (options.guestToken) request.headers.set('X-Flow-Access-Token', options.guestToken);
          if (request.method !== 'GET' && request.method !== 'HEAD') {
            const token = readXsrf();
            if (token) request.headers.set('X-XSRF-TOKEN', token);
          }
        },
      ],
    },
  });
}

/**
 * The parts of a non-OK response the clients need: the body (JSON when the content type says
 * so, else text; undefined when unreadable), status, status text and headers. Rethrows anything
 * that is not an HTTP error (network failures stay fetch errors, §8).
 */
export async function readErrorResponse(error: unknown): Promise<{ status: number; statusText: string; body: unknown; headers: Headers }> {
  if (!(error instanceof HTTPError)) throw error;
  const { response } = error;
  const type = response.headers.get('content-type') ?? '';
  let body: unknown;
  try {
    body = type.includes('json') ? await response.json() : await response.text();
  } catch {
    body = undefined;
  }
  return { status: response.status, statusText: response.statusText, body, headers: response.headers };
}
