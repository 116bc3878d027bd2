/**
 * Every route of issue #4 "Documents" (workspaces, roles and bindings, folders, tags, notes,
 * internal reminders, links, colleagues, and the agreement calls move/restore/…), registered with one line in
 * createServer.
 */
import type { FastifyInstance } from 'fastify';
import { agreementDocumentRoutes } from '../agreements/agreementDocumentRoutes.js';
import { folderRoutes } from '../folders/folderRoutes.js';
import { requirePosition } from '../http/requestAuth.js';
import { linkRoutes } from '../links/linkRoutes.js';
import { listColleagues } from '../positions/listColleagues.js';
import { noteRoutes } from '../notes/noteRoutes.js';
import { permissionRoutes } from '../permissions/permissionRoutes.js';
import { reminderRoutes } from '../reminders/reminderRoutes.js';
import type { ServerDeps } from '../ServerDeps.js';
import { tagRoutes } from '../tags/tagRoutes.js';
import { collectionRoutes } from './collectionRoutes.js';

/** Registers the document routes on an /api-prefixed instance. */
export function documentRoutes(app: FastifyInstance, deps: ServerDeps): void {
  collectionRoutes(app, deps);
  permissionRoutes(app, deps);
  folderRoutes(app, deps);
  tagRoutes(app, deps);
  noteRoutes(app, deps);
  reminderRoutes(app, deps);
  agreementDocumentRoutes(app, deps);
  linkRoutes(app, deps);
  app.get('/positions/', async (request) => listColleagues(deps.db, requirePosition(request), request.query));
}
