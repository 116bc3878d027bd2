/**
 * The embed pages (spec §2 guest document routes, issue #6): `/embed/documents/:id/at/:guestToken`
 * and `/embed/documents/templates/:id/at/:guestToken`. Each response carries the account's frame
 * policy (the pages' Content-Security-Policy ending in the account's `frame-ancestors`, and the
 * JSON in the shell), `Referrer-Policy: no-referrer` (the URL holds the guest token), and is never
 * cached; `nosniff` comes from http/securityHeaders.ts like everywhere. The token is not looked
 * at here: the page authorises nothing, the API calls it makes do.
 */
import { maxId } from '@inkflow/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/openDatabase.js';
import { contentSecurityPolicy } from '../http/securityHeaders.js';
import { embedShell } from './embedShell.js';
import { frameAncestors, framePolicyFor } from './framePolicy.js';

/** Registers the two page routes. */
export function embedPageRoutes(app: FastifyInstance, deps: { db: Db; production: boolean }): void {
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = (request.params as { id: string }).id;
    const id = /^\d{1,10}$/.test(raw) && Number(raw) <= maxId ? Number(raw) : 0;
    const policy = id > 0 ? await framePolicyFor(deps.db, id, deps.production) : { allowedOrigins: [], allowDevOrigins: !deps.production };
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Content-Security-Policy', contentSecurityPolicy(frameAncestors(policy)))
      .header('Referrer-Policy', 'no-referrer')
      .header('Cache-Control', 'no-store')
      .send(embedShell(policy));
  };
  app.get('/embed/documents/:id/at/:guestToken', page);
  app.get('/embed/documents/templates/:id/at/:guestToken', page);
}
