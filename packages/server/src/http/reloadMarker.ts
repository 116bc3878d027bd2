/**
 * The reload marker of §7: every /api answer carries `x-flow-reload-marker`, an ISO date that
 * changes when a new build is deployed, so that an open app can offer "A new version is
 * available - reload" (core api/reloadMarker.ts). The date is fixed when the server starts: the
 * configured marker (createServer's `reloadMarker`, startServer's RELOAD_MARKER), else the
 * modification time of the built app's index.html (each `vite build` rewrites it), else the
 * start time itself (no build: development).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The response header (lower case, as HTTP/2 sends it). */
export const reloadMarkerHeader = 'x-flow-reload-marker';

/**
 * The marker as an ISO date: `configured` (a Date or any text Date.parse reads) when given,
 * else the mtime of `{appDist}/index.html`, else `now`. Throws on an unparsable `configured`.
 */
export function reloadMarkerOf(appDist: string, configured?: string | Date, now: Date = new Date()): string {
  if (configured !== undefined) {
    const date = configured instanceof Date ? configured : new Date(configured);
    if (Number.isNaN(date.getTime())) throw new Error(`Invalid reload marker: ${String(configured)}`);
    return date.toISOString();
  }
  try {
    return statSync(join(appDist, 'index.html')).mtime.toISOString();
  } catch {
    return now.toISOString();
  }
}

/** onRequest hook: sets the marker header on every /api request's answer (errors included). */
export function reloadMarkerHook(marker: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) reply.header(reloadMarkerHeader, marker);
  };
}
