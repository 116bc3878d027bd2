/**
 * Schemas every resource's contract shares: ids in paths (404 with the spec's "Invalid … Id"
 * message, §7), integers in query strings, the §7 list page, and the §8 error body.
 */
import { z } from 'zod';
import { ApiErrorCode } from '../errors.js';
import { maxId } from '../validation/idSchemas.js';
import type { RouteError } from './defineRoute.js';

/**
 * A path id (`:id`): 1..2147483647 written in digits, else 404 with `message` (§7 "A non-numeric
 * id fails with Invalid agreement Id"; the server answers path errors with 404 NOT_FOUND).
 */
export function pathIdSchema(message: string) {
  return z
    .union([z.string(), z.number()])
    .transform((raw, ctx) => {
      const text = String(raw);
      const id = Number(text);
      if (!/^\d{1,10}$/.test(text) || id < 1 || id > maxId) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return id;
    })
    .meta({ description: 'A positive integer id', examples: [12] });
}

/** A query-string integer in [min, max] (query values arrive as text); `field` names it in the 400 message. */
export function queryIntSchema(field: string, min: number, max: number) {
  return z
    .union([z.string(), z.number()])
    .transform((raw, ctx) => {
      const text = String(raw).trim();
      const value = Number(text);
      if (text === '' || !Number.isInteger(value) || value < min || value > max) {
        ctx.addIssue({ code: 'custom', message: `${field} must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return value;
    });
}

/** The §8 error body every non-OK answer carries. */
export const apiErrorBodySchema = z
  .object({
    status_code: z.number().int(),
    api_error_code: z.union([z.number().int(), z.string()]),
    message: z.string(),
    /** GUEST_LINK_EXPIRED only: who to ask for a new link. */
    sender: z.object({ name: z.string(), email: z.string() }).optional(),
  })
  .meta({ id: 'ApiErrorBody', description: '§8 error body', examples: [{ status_code: 404, api_error_code: 'NOT_FOUND', message: 'Invalid agreement Id' }] });

/** The §7 list answer `{ collection, count }` of items `item`. */
export function listOf<S extends z.ZodType>(item: S) {
  return z.object({ collection: z.array(item), count: z.number().int().nonnegative() });
}

/** An empty answer (204 No Content). */
export const noContent = z.null();

/** The 401 every session route may answer: no session cookie, or an expired one (§8 code 99). */
export const notLoggedInError: RouteError = { status: 401, code: ApiErrorCode.AccessDenied, when: 'Not logged in' };
