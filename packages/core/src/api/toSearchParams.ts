/** §7 list parameters on the wire: empty values dropped, arrays as repeated bracketed keys. */

/** Query values a call may carry. */
export type SearchParamValues = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

/** §7 list params: empty values dropped, arrays as repeated `key[]` entries, booleans as 1/0. */
export function toSearchParams(params: SearchParamValues = {}): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) out.append(`${key}[]`, String(item));
    else if (typeof value === 'boolean') out.set(key, value ? '1' : '0');
    else out.set(key, String(value as string | number));
  }
  return out;
}
