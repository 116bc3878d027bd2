/**
 * One HTTP POST of a webhook delivery (docs/webhooks.md "Delivery"): the JSON body with its
 * headers, a 10 s limit on the whole exchange, no redirects followed, the answer's first 4 KiB
 * kept. A fresh connection per request (no keep-alive agent), so every request resolves the name
 * again and, in production, checks every address at connection time (publicAddress.ts) — and the
 * URL must be https there.
 */
import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { AddressNotAllowedError, addressLiteralOf, checkedLookup, isPublicAddress } from './publicAddress.js';

/** How much of an answer's body the log keeps. */
export const responseBodyLimit = 4096;

/** What a receiver answered, or why nothing came. `status` null means no answer (see `error`). */
export interface WebhookAnswer {
  status: number | null;
  headers: Record<string, string> | null;
  body: string | null;
  durationMs: number;
  error: string | null;
}

/** Options of postWebhook. */
export interface PostWebhookOptions {
  /** Production: https only, public addresses only. */
  production: boolean;
  /** The limit on the whole exchange in ms (default 10 000). */
  timeoutMs?: number;
}

const flatHeaders = (headers: http.IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]])));

/** Why a request failed, in words for the delivery log. */
function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof AddressNotAllowedError) return `Refused: ${error.message}`;
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  if (name === 'AbortError' || name === 'TimeoutError') return `No answer within ${timeoutMs / 1000} s`;
  if (code === 'EADDRNOTPUBLIC') return `Refused: ${message}`;
  return code ? `${code}: ${message ?? ''}`.trim() : (message ?? String(error));
}

/**
 * POSTs `body` to `url`. Never throws: a failure is the answer's `error` (status null) and a
 * non-2xx answer keeps its status (the caller decides what counts as delivered).
 */
export async function postWebhook(url: string, body: string, headers: Record<string, string>, options: PostWebhookOptions): Promise<WebhookAnswer> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const started = performance.now();
  const done = (answer: Omit<WebhookAnswer, 'durationMs'>): WebhookAnswer => ({ ...answer, durationMs: Math.round(performance.now() - started) });
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return done({ status: null, headers: null, body: null, error: 'Not a valid URL' });
  }
  if (target.protocol !== 'https:' && (options.production || target.protocol !== 'http:')) {
    return done({ status: null, headers: null, body: null, error: 'Refused: webhook URLs must use https' });
  }
  if (options.production) {
    // A literal address never goes through `lookup`: check it here.
    const literal = addressLiteralOf(target);
    if (literal !== undefined && !isPublicAddress(literal)) return done({ status: null, headers: null, body: null, error: `Refused: ${literal} is not a public address` });
  }
  const signal = AbortSignal.timeout(timeoutMs);
  const send = target.protocol === 'https:' ? https.request : http.request;
  try {
    const answer = await new Promise<Omit<WebhookAnswer, 'durationMs'>>((resolve, reject) => {
      const request = send(
        target,
        {
          method: 'POST',
          headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
          signal,
          agent: false,
          ...(options.production ? { lookup: checkedLookup as never } : {}),
        },
        (response) => {
          const chunks: Buffer[] = [];
          let kept = 0;
          const finish = () =>
            resolve({ status: response.statusCode ?? null, headers: flatHeaders(response.headers), body: Buffer.concat(chunks).toString('utf8'), error: null });
          response.on('data', (chunk: Buffer) => {
            if (kept >= responseBodyLimit) return;
            chunks.push(chunk.subarray(0, responseBodyLimit - kept));
            kept += Math.min(chunk.length, responseBodyLimit - kept);
            // Enough for the log: stop reading a large answer.
            if (kept >= responseBodyLimit) {
              finish();
              response.destroy();
            }
          });
          response.on('end', finish);
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    return done(answer);
  } catch (error) {
    return done({ status: null, headers: null, body: null, error: describe(error, timeoutMs) });
  }
}
