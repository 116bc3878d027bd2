/**
 * The one error type route code throws: it carries the HTTP status and the §8 `api_error_code`
 * and becomes the body `{ status_code, api_error_code, message }` in the error handler.
 */
import { ApiErrorCode, StringErrorCode, describeZodError, type ApiErrorBody } from '@inkflow/core';
import type { z } from 'zod';

/** An API error with its HTTP status and §8 code (spec §8). */
export class ApiHttpError extends Error {
  readonly statusCode: number;
  readonly apiErrorCode: number | string;

  constructor(statusCode: number, apiErrorCode: number | string, message: string) {
    super(message);
    this.name = 'ApiHttpError';
    this.statusCode = statusCode;
    this.apiErrorCode = apiErrorCode;
  }

  /** The §8 error body. */
  toBody(): ApiErrorBody {
    return { status_code: this.statusCode, api_error_code: this.apiErrorCode, message: this.message };
  }
}

/** The `api_error_code` of a rate limit's 429 answer. */
export const tooManyRequestsCode = 'TOO_MANY_REQUESTS';

/**
 * 429 TOO_MANY_REQUESTS from a rate limit (rateLimits/RateLimiter.ts): the message says how long
 * to wait and the error handler sends `retryAfterMs` as the Retry-After header (whole seconds).
 */
export class TooManyRequestsError extends ApiHttpError {
  readonly retryAfterMs: number;

  constructor(message: string, retryAfterMs: number) {
    super(429, tooManyRequestsCode, message);
    this.name = 'TooManyRequestsError';
    this.retryAfterMs = retryAfterMs;
  }
}

/** 400 BAD_REQUEST with a clear message (§5/§8). */
export const badRequest = (message: string) => new ApiHttpError(400, StringErrorCode.BadRequest, message);

/** 401: no valid session (or guest token) — the client redirects to /login (§4 Auth). */
export const notLoggedIn = () => new ApiHttpError(401, ApiErrorCode.AccessDenied, 'Not logged in');

/** 403 with code 99: authenticated, but not allowed (§8 "Access denied"). */
export const accessDenied = (message = 'Access denied') => new ApiHttpError(403, ApiErrorCode.AccessDenied, message);

/**
 * 403 GUEST_LINK_EXPIRED: a guest link that was issued but no longer works (a newer invitation
 * replaced it, or its participant was removed). The body names the sender to ask for a new one
 * (`sender`, when the agreement has an organizer); the client says "This link has expired. Ask
 * {sender} to send you a new one."
 */
export class GuestLinkExpiredError extends ApiHttpError {
  readonly sender: { name: string; email: string } | undefined;

  constructor(sender: { name: string; email: string } | undefined) {
    super(403, StringErrorCode.GuestLinkExpired, sender ? `This link has expired. Ask ${sender.name} (${sender.email}) to send you a new one.` : 'This link has expired. Ask the sender to send you a new one.');
    this.name = 'GuestLinkExpiredError';
    this.sender = sender;
  }

  override toBody(): ApiErrorBody {
    return { ...super.toBody(), ...(this.sender ? { sender: this.sender } : {}) };
  }
}

/** 404 NOT_FOUND. */
export const notFound = (message = 'Not found') => new ApiHttpError(404, StringErrorCode.NotFound, message);

/**
 * 409 for state conflicts. Signing uses 4003; edits and publishing of an agreement that has left
 * draft/template use 4999 "Document is locked", which says what happened better than 4003's
 * "State does not allow signing" would.
 */
export const stateConflict = (code: number, message: string) => new ApiHttpError(409, code, message);

/** Parses `input` with a zod schema, or throws 400 BAD_REQUEST with describeZodError's message. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(describeZodError(result.error));
  return result.data;
}
