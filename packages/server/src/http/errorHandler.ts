/**
 * Turns every error — ours, Fastify's own (bad JSON, payload too large, unsupported media type),
 * the rate limits' 429 (with Retry-After) — into the §8 body `{ status_code, api_error_code, message }`.
 */
import { StringErrorCode } from '@inkflow/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiHttpError, TooManyRequestsError, tooManyRequestsCode } from './ApiHttpError.js';

/** The HTTP status an error declares (`statusCode`, or `status` as http-errors style errors carry it), else 500. */
function declaredStatusOf(error: Error): number {
  for (const key of ['statusCode', 'status'] as const) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599) return value;
  }
  return 500;
}

/**
 * Fastify error handler implementing the §8 error body for every status; also Fastify's
 * `frameworkErrors` (a URL with broken percent-encoding never reaches a route). Errors we throw
 * (ApiHttpError) keep their status and code; a library's client fault keeps its 4xx (413 too
 * large, 415 unsupported media type, 400 bad JSON); anything else is logged and answers 500
 * INTERNAL_ERROR without details.
 */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof TooManyRequestsError) reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
  if (error instanceof ApiHttpError) {
    return reply.status(error.statusCode).send(error.toBody());
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A route schema refused the request (http/routeOptions.ts). A bad path id means no such
    // thing (404, §7 "Invalid agreement Id"); anything else is 400 naming the field.
    const first = error.validation[0];
    const message = first?.message ?? 'Invalid request';
    if (error.validationContext === 'params') {
      return reply.status(404).send({ status_code: 404, api_error_code: StringErrorCode.NotFound, message });
    }
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
    const where = error.validationContext === 'querystring' ? 'query ' : '';
    return reply.status(400).send({ status_code: 400, api_error_code: StringErrorCode.BadRequest, message: field ? `${where}${field}: ${message}` : message });
  }
  if ('code' in error && error.code === 'FST_ERR_BAD_URL') {
    // Fastify's message echoes the URL, which may hold a guest token.
    return reply.status(400).send({ status_code: 400, api_error_code: StringErrorCode.BadRequest, message: 'The URL is not validly percent-encoded' });
  }
  const statusCode = declaredStatusOf(error);
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'internal error');
    return reply.status(500).send({
      status_code: 500,
      api_error_code: StringErrorCode.InternalError,
      message: 'An internal error has occurred',
    });
  }
  const code = statusCode === 404 ? StringErrorCode.NotFound : statusCode === 429 ? tooManyRequestsCode : StringErrorCode.BadRequest;
  return reply.status(statusCode).send({ status_code: statusCode, api_error_code: code, message: error.message });
}
