/**
 * The client error reporter of §8 "Error reporting": turns errors seen in the browser into
 * scrubbed report items and hands them, batched, to `send` (the app and the embed post them to
 * POST /api/client_errors). It ignores offline browsers, crawlers, browser-extension origins,
 * "ResizeObserver loop" messages and network errors; it reports at most 300 items a minute and
 * throttles an identical error after 4 occurrences in that minute.
 */
import { isBenignNetworkError } from '../errors.js';
import { scrubSecrets, scrubText } from './scrubSecrets.js';

/** One reported error, as POST /api/client_errors takes it (contract/clientErrorsContract.ts). */
export interface ClientErrorItem {
  message: string;
  stack?: string;
  /** The page (or failed call) URL. */
  url?: string;
  source: 'web' | 'embed';
  /** The client build version. */
  version?: string;
  /** How many identical occurrences this item stands for (when more than one). */
  count?: number;
}

/** Where an error was seen, beside the error itself. */
export interface ErrorContext {
  /** The page or request URL; defaults to `location.href`. */
  url?: string;
  /** The script file of a window `error` event. */
  filename?: string;
  /** A message to use when the error carries none (e.g. `Server error 502 on GET /api/...`). */
  message?: string;
}

/** Options of createErrorReporter. */
export interface ErrorReporterOptions {
  /** Delivers a batch; failures are swallowed (reporting must never report itself). */
  send: (items: ClientErrorItem[]) => unknown;
  /** Milliseconds since the epoch; defaults to Date.now. */
  now?: () => number;
  source: 'web' | 'embed';
  version?: string;
  /** Online state and user agent; defaults to the global `navigator`. */
  navigator?: { onLine?: boolean; userAgent?: string };
  /** Runs `flush` later (batching); defaults to a 1 s setTimeout. Tests pass their own. */
  schedule?: (flush: () => void) => void;
}

/** A reporter: `report` files an error (true when kept), `flush` sends what is queued now. */
export interface ErrorReporter {
  report(error: unknown, context?: ErrorContext): boolean;
  flush(): void;
}

/** Items per minute (§8). */
export const maxReportsPerMinute = 300;
/** Occurrences of one identical error per minute before it is throttled (§8). */
export const maxRepeats = 4;

const crawler = /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|bingpreview|ia_archiver/i;
const extension = /(?:chrome|moz|safari(?:-web)?|ms-browser)-extension:\/\//i;
const resizeObserver = /ResizeObserver loop/i;
const networkMessage = /failed to fetch|networkerror|network request failed|load failed|network error|fetch failed|request timed out/i;

/**
 * True for a network failure (§8: benign, not logged): core's isBenignNetworkError (fetch and
 * type errors) when the message is a network failure's, ky's TimeoutError, or such a message
 * alone. A TypeError with another message ("x is undefined") is a programming error and is kept.
 */
export function isNetworkFailure(error: unknown, message: string): boolean {
  if (error instanceof Error && (error.name === 'FetchError' || error.name === 'TimeoutError')) return true;
  if (isBenignNetworkError(error) && networkMessage.test(message)) return true;
  return !(error instanceof Error) && networkMessage.test(message);
}

function describe(error: unknown, context: ErrorContext): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || context.message || error.name, ...(error.stack ? { stack: error.stack } : {}) };
  if (typeof error === 'string') return { message: error };
  if (context.message) return { message: context.message };
  try {
    return { message: JSON.stringify(scrubSecrets(error)) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** A reporter following the rules of §8 Error reporting (see ErrorReporterOptions). */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const now = options.now ?? Date.now;
  const schedule = options.schedule ?? ((flush: () => void) => void setTimeout(flush, 1000));
  let queue: ClientErrorItem[] = [];
  let scheduled = false;
  let windowStart = -Infinity;
  let windowCount = 0;
  let repeats = new Map<string, number>();

  const flush = () => {
    scheduled = false;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    try {
      void Promise.resolve(options.send(batch)).catch(() => undefined);
    } catch {
      // Reporting never throws.
    }
  };

  const ignored = (error: unknown, message: string, stack: string, context: ErrorContext): boolean => {
    const nav = options.navigator ?? (typeof navigator !== 'undefined' ? navigator : undefined);
    if (nav?.onLine === false) return true;
    if (nav?.userAgent && crawler.test(nav.userAgent)) return true;
    if (extension.test(stack) || extension.test(context.filename ?? '')) return true;
    if (resizeObserver.test(message)) return true;
    return isNetworkFailure(error, message);
  };

  return {
    flush,
    report(error, context = {}) {
      try {
        const { message, stack = '' } = describe(error, context);
        if (ignored(error, message, stack, context)) return false;
        const time = now();
        if (time - windowStart >= 60_000) {
          windowStart = time;
          windowCount = 0;
          repeats = new Map();
        }
        if (windowCount >= maxReportsPerMinute) return false;
        const key = `${message}\n${stack.split('\n', 2).join('\n')}`;
        const seen = (repeats.get(key) ?? 0) + 1;
        if (seen > maxRepeats) return false;
        repeats.set(key, seen);
        windowCount += 1;
        const url = context.url ?? (typeof location !== 'undefined' ? location.href : undefined);
        const item: ClientErrorItem = {
          message: clip(scrubText(message), 2000),
          ...(stack ? { stack: clip(scrubText(stack), 10_000) } : {}),
          ...(url ? { url: clip(scrubText(url), 2000) } : {}),
          source: options.source,
          ...(options.version ? { version: options.version } : {}),
        };
        // An identical item still waiting in the batch counts up instead of repeating itself.
        const queued = queue.find((q) => q.message === item.message && q.stack === item.stack && q.url === item.url);
        if (queued) queued.count = (queued.count ?? 1) + 1;
        else queue.push(item);
        if (!scheduled) {
          scheduled = true;
          schedule(flush);
        }
        return true;
      } catch {
        return false;
      }
    },
  };
}
