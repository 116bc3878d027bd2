/** The IP and user agent of a request, for the audit trail (DESIGN.md "Data"). */
import type { FastifyRequest } from 'fastify';
import type { EventActor } from '../agreements/recordEvent.js';

/** EventActor facts of a request (who is filled in by the action). */
export function eventActor(request: FastifyRequest): EventActor {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua.slice(0, 1000) : null };
}
