/**
 * Query-string parser for Fastify (§7 "Array params are repeated bracketed keys"):
 * `collection_ids[]=1&collection_ids[]=2` becomes `{ collection_ids: ['1', '2'] }`; a repeated
 * plain key becomes an array too; everything else is a string. Keys that could pollute
 * prototypes are dropped.
 */
export function parseQueryString(query: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = Object.create(null);
  for (const [rawKey, value] of new URLSearchParams(query)) {
    const bracketed = rawKey.endsWith('[]');
    const key = bracketed ? rawKey.slice(0, -2) : rawKey;
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const existing = result[key];
    if (existing === undefined) result[key] = bracketed ? [value] : value;
    else if (Array.isArray(existing)) existing.push(value);
    else result[key] = [existing, value];
  }
  return result;
}
