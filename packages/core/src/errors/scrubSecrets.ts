/**
 * The scrubbing of §8 Error reporting: what a client error report must never carry. Field values
 * of `value`, `password`, `password_again` and `password_verification` (at any depth of an
 * object, and as `key=value` or `"key": "value"` in text) and any 40-character token (a guest
 * token, a reset key: `[A-Za-z0-9_-]{40}` standing alone) are replaced by `[scrubbed]`. Used by
 * the client reporter and, again, by the server endpoint that logs the reports.
 */

/** What a scrubbed value becomes. */
export const scrubbedText = '[scrubbed]';

/** The field names whose values are never reported (§8). */
export const secretFieldNames: readonly string[] = ['value', 'password', 'password_again', 'password_verification'];

const fields = secretFieldNames.join('|');
// key=value in URLs, query strings and messages (up to the next separator).
const keyValuePattern = new RegExp(`(^|[^A-Za-z0-9_])(${fields})=([^&\\s;,'"]*)`, 'gi');
// "key": "value" or key: 'value' as printed in JSON or an object dump.
const quotedPattern = new RegExp(`(["']?)\\b(${fields})\\1(\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"|'(?:[^'\\\\]|\\\\.)*')`, 'gi');
// A whole 40-character token: no token character right before or after.
const tokenPattern = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{40}(?![A-Za-z0-9_-])/g;

/** `text` without secret `key=value` / `"key": "value"` values and 40-character tokens. */
export function scrubText(text: string): string {
  return text
    .replace(keyValuePattern, (_m, before: string, key: string) => `${before}${key}=${scrubbedText}`)
    .replace(quotedPattern, (_m, quote: string, key: string, colon: string) => `${quote}${key}${quote}${colon}"${scrubbedText}"`)
    .replace(tokenPattern, scrubbedText);
}

/**
 * A deep copy of `value` with secrets removed: secret fields' values become `[scrubbed]` at any
 * depth, and every string goes through scrubText. Cycles are cut (`[circular]`); depth is capped
 * at 20 levels.
 */
export function scrubSecrets<T>(value: T): T {
  const seen = new WeakSet<object>();
  const walk = (item: unknown, depth: number): unknown => {
    if (typeof item === 'string') return scrubText(item);
    if (typeof item !== 'object' || item === null) return item;
    if (seen.has(item) || depth > 20) return '[circular]';
    seen.add(item);
    if (Array.isArray(item)) return item.map((entry) => walk(entry, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(item)) {
      out[key] = secretFieldNames.includes(key.toLowerCase()) && entry !== undefined && entry !== null ? scrubbedText : walk(entry, depth + 1);
    }
    return out;
  };
  return walk(value, 0) as T;
}
