/**
 * Ids on the wire (spec §3: every entity id is a positive integer). The database columns are
 * PostgreSQL `integer` (serial), so an id above 2^31 − 1 could never match and would fail in the
 * query itself; these schemas refuse it up front with a 400 naming the field (§8 BAD_REQUEST).
 */
import { z } from 'zod';

/** The largest id: PostgreSQL `integer`, 2^31 − 1. */
export const maxId = 2_147_483_647;

const messages = (field: string) => ({
  type: { message: `${field} must be a number` },
  int: { message: `${field} must be a whole number` },
  positive: { message: `${field} must be a positive id` },
  max: { message: `${field} must be at most ${maxId}` },
});

/** A JSON number id: an integer 1..2147483647; `field` names it in the 400 message. */
export function idNumberSchema(field: string) {
  const m = messages(field);
  return z.number(m.type).int(m.int).positive(m.positive).max(maxId, m.max);
}

/** An id that may arrive as a string (query strings, forgiving bodies): coerced, then as idNumberSchema. */
export function coercedIdSchema(field: string) {
  const m = messages(field);
  return z.coerce.number(m.type).int(m.int).positive(m.positive).max(maxId, m.max);
}

