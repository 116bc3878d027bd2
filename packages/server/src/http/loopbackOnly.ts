/**
 * Development routes (the email and SMS outboxes) show every reset link, guest link and code, so
 * besides being registered only in development mode they answer only clients on this machine.
 * `request.ip` is the socket's peer address: createServer sets `trustProxy: false`, so no
 * X-Forwarded-For header can claim to be local.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** True for a loopback address: IPv4 127.0.0.0/8, IPv6 ::1, or IPv4-mapped ::ffff:127.x.x.x. */
export function isLoopbackAddress(ip: string): boolean {
  const v4 = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : ip;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) return v4.split('.').every((part) => Number(part) <= 255);
  return ip === '::1' || ip === '0:0:0:0:0:0:0:1';
}

/** onRequest hook of a development route: any client but a loopback one gets the ordinary 404, as if the route did not exist. */
export async function loopbackOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!isLoopbackAddress(request.ip)) return reply.callNotFound();
}
