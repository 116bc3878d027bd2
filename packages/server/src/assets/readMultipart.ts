/**
 * Reading a multipart/form-data upload (§7 Uploads) part by part, with the framing faults of
 * the client answered as 400 rather than 500.
 */
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiHttpError, badRequest } from '../http/ApiHttpError.js';

/**
 * Calls `onPart` for every part of the request's multipart body, in order. `onPart` must consume
 * or drain (`part.file.resume()`) each file part. Errors: 400 BAD_REQUEST "The upload must be
 * multipart/form-data" when the content type is another one; 400 BAD_REQUEST "The upload is not
 * valid multipart/form-data" when the body cannot be parsed (no boundary, cut short, ...); the
 * multipart plugin's own errors keep their 4xx status; ApiHttpErrors from `onPart` pass through.
 */
export async function readMultipart(request: FastifyRequest, onPart: (part: MultipartFile | MultipartValue) => Promise<void>): Promise<void> {
  if (!request.isMultipart()) throw badRequest('The upload must be multipart/form-data');
  try {
    for await (const part of request.parts()) await onPart(part);
  } catch (error) {
    if (error instanceof ApiHttpError) throw error;
    const status = error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status < 500) throw error;
    // busboy underneath throws plain errors for a missing boundary or a body cut short: the
    // request's framing is wrong, not the server.
    throw badRequest('The upload is not valid multipart/form-data');
  }
}
