/**
 * The transport both API clients share (§7 common headers, §8 Transport): every path under
 * `/api`, same-origin credentials, no retries, and the common headers: the client build version
 * (`X-Flow-Client-Version`), the source marker (`X-Flow-Source`), the browser timezone on GET
 * (`X-Flow-Timezone`), the anti-forgery echo on writes and the guest token header. Every answer
 * feeds the reload marker (`x-flow-reload-marker`, reloadMarker.ts). Failures are read once here,
 * by readErrorResponse.
 */
import ky, { HTTPError, type KyInstance } from 'ky';
import { reloadMarkerHeader, type ReloadMarker } from './reloadMarker.js';

/** Where a call comes from (§7 source marker): the full web app or the embeddable widget. */
export type ClientSource = 'web' | 'embed';

/** A failed answer with status 500 or above, as told to `onServerError`. */
export interface ServerErrorInfo {
  method: string;
  /** The full request URL. */
  url: string;
  status: number;
  statusText: string;
}

/** Options of createHttp. `baseUrl` is the Inkflow origin; it defaults to `location.origin`. */
export interface HttpOptions {
  baseUrl?: string;
  guestToken?: string | null;
  /** Reads the anti-forgery token; defaults to the `XSRF-TOKEN` cookie of `document.cookie`. */
  xsrfToken?: () => string | undefined;
  fetch?: typeof fetch;
  /** The client build version sent as `X-Flow-Client-Version` (the app's and the embed's own build id). */
  clientVersion?: string;
  /** The source marker sent as `X-Flow-Source`. */
  source?: ClientSource;
  /** The IANA timezone sent on GET as `X-Flow-Timezone`; defaults to the browser's (browserTimezone). */
  timezone?: () => string | undefined;
  /** Fed with the `x-flow-reload-marker` header of every answer (§7). */
  reloadMarker?: ReloadMarker;
  /** Told of every answer with status 500 or above (§8: server errors are logged). */
  onServerError?: (info: ServerErrorInfo) => void;
}

/** The `XSRF-TOKEN` cookie (double-submit anti-forgery), or undefined outside a browser. */
export function cookieXsrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/** The runtime's IANA timezone (e.g. `Europe/Stockholm`), or undefined when Intl cannot tell. */
export function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** A ky instance for `{baseUrl}/api` with the headers of §7. */
export function createHttp(options: HttpOptions = {}): KyInstance {
  const readXsrf = options.xsrfToken ?? cookieXsrfToken;
  const readTimezone = options.timezone ?? browserTimezone;
  return ky.create({
    prefixUrl: `${options.baseUrl ?? (typeof location !== 'undefined' ? location.origin : '')}/api`,
    credentials: 'same-origin',
    retry: 0,
    timeout: 30_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          if (options.clientVersion) request.headers.set('X-Flow-Client-Version', options.clientVersion);
          if (options.source) request.headers.set('X-Flow-Source', options.source);
          if (options.guestToken) request.headers.set('X-Flow-Access-Token', options.guestToken);
          if (request.method === 'GET') {
            const timezone = readTimezone();
            if (timezone) request.headers.set('X-Flow-Timezone', timezone);
          } else if (request.method !== 'HEAD') {
            const token = readXsrf();
            if (token) request.headers.set('X-XSRF-TOKEN', token);
          }
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          options.reloadMarker?.observe(response.headers.get(reloadMarkerHeader));
          if (response.status >= 500) options.onServerError?.({ method: request.method, url: request.url, status: response.status, statusText: response.statusText });
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
