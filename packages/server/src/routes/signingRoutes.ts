/**
 * Routes still registered from here: the message calls and, in development mode, GET /api/dev/sms.
 * Participants, parties, the flow, signing and eID live in their resource folders
 * (participants/participantRoutes.ts, flow/flowRoutes.ts, signing/signingRoutes.ts, eid/eidRoutes.ts).
 */
import type { FastifyInstance } from 'fastify';
import { messageRoutes } from '../messages/messageRoutes.js';
import { devSmsRoutes } from '../sms/devSmsRoutes.js';
import type { ServerDeps } from '../ServerDeps.js';

/** Registers the routes above on an /api-prefixed instance. */
export function signingRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  messageRoutes(app, db);

  if (deps.devRoutes) devSmsRoutes(app, db);
}
