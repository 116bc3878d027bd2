/** The public origin for links: the configured one, else the request's protocol and Host. */
import type { FastifyRequest } from 'fastify';

export function requestOrigin(request: FastifyRequest, publicOrigin: string | undefined): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}
