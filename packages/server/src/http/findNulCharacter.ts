/**
 * Finds U+0000 (NUL) anywhere in a parsed request value. PostgreSQL's text and jsonb cannot store
 * it, so a NUL that reached a query would fail there as a 500; the request is refused with 400
 * before any handler runs instead (see jsonBodyParser.ts and rejectNulCharacters.ts).
 */

/**
 * The path of the first string (or object key) in `value` that contains U+0000, e.g. `name`,
 * `boxes[0].content` or `(body)` for a top-level string; undefined when there is none. Walks
 * with an explicit stack, so no nesting depth can overflow the call stack.
 */
export function findNulCharacter(value: unknown, rootName = '(body)'): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path || rootName;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: `${path}[${index}]` }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return path || rootName;
        stack.push({ value: item, path: itemPath });
      }
    }
  }
  return undefined;
}

/** The §8 message for a NUL found at `path`. */
export const nulMessage = (path: string) => `${path} must not contain the NUL character (U+0000)`;
