/**
 * Turns every error — ours, Fastify's own (bad JSON, payload too large, unsupported media type),
 * the rate limits' 429 (with Retry-After) — into the §8 body `{ status_code, api_error_code, message }`.
 */
import { StringErrorCode } from '@inkflow/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiHttpError, TooManyRequestsError, tooManyRequestsCode } from './ApiHttpError.js';

/** Fastify error handler implementing the §8 error body for every status. */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof TooManyRequestsError) reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
  if (error instanceof ApiHttpError) {
    return reply.status(error.statusCode).send(error.toBody());
  }
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
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
