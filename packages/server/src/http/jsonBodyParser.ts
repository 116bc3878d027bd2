/**
 * The JSON body parser of every route (spec §8: bad input answers 400 with a message, never a
 * 500). It wraps Fastify's own parser (secure-json-parse, which refuses `__proto__` and
 * `constructor.prototype` keys) with two checks of its own:
 * - depth: before parsing, one pass over the text counts brackets outside strings; more than
 *   `maxJsonDepth` levels is refused. Handlers, zod and JSON.stringify all recurse over the
 *   value, so JSON thousands of levels deep would otherwise overflow the stack there (a 500).
 * - NUL: after parsing, no string or key may contain U+0000, which PostgreSQL cannot store.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './ApiHttpError.js';
import { findNulCharacter, nulMessage } from './findNulCharacter.js';

/** The deepest nesting of arrays and objects a JSON body may have. Our deepest real body (rich text) stays far below. */
export const maxJsonDepth = 64;

/** True when `text` nests arrays/objects deeper than `limit` (brackets inside strings do not count). O(n), no recursion. */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Replaces the `application/json` parser of `app` (and so of every plugin scope under it).
 * Errors: 400 BAD_REQUEST "JSON nests deeper than 64 levels"; 400 BAD_REQUEST
 * "<field> must not contain the NUL character (U+0000)"; Fastify's own 400s for an empty or
 * invalid body or a prototype-poisoning key.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonNestsDeeperThan(text, maxJsonDepth)) {
      done(badRequest(`JSON nests deeper than ${maxJsonDepth} levels`), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      const nulAt = findNulCharacter(value);
      if (nulAt !== undefined) return done(badRequest(nulMessage(nulAt)), undefined);
      done(null, value);
    });
  });
}
