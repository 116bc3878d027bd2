/**
 * Data management routes (§7 account actions "export", "data management", "cancellation"; core
 * contract/accountDataContract.ts): the exports of an account and their download, the retention
 * rules and the account audit log, closing the account and keeping it.
 */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { positionActor } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { listAccountDataLog } from './accountDataLog.js';
import { exportToWire, listExportRows } from './accountExports.js';
import { closeAccount } from './closeAccount.js';
import { loadDataManagement, updateRetentionRules } from './dataManagement.js';
import { keepAccount } from './keepAccount.js';
import { openAccountExport } from './openAccountExport.js';
import { requireAccountAdmin } from '../accounts/requireAccountAdmin.js';
import { startAccountExport } from './startAccountExport.js';

/** A file name as an RFC 6266 `filename*` value (the names are ASCII already; this keeps any quote out). */
const contentDisposition = (fileName: string) => `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`;

/** Registers the data management routes on an /api-prefixed instance. */
export function accountDataRoutes(app: FastifyInstance, { accountData }: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps, jobs } = accountData;
  const { db } = deps;

  api.route({
    ...routeOptions(apiContract['POST /accounts/:id/exports/']),
    handler: async (request, reply) => reply.status(202).send(await startAccountExport({ db, jobs, now: deps.now }, positionActor(request).position, request.params.id)),
  });
  api.route({
    ...routeOptions(apiContract['GET /accounts/:id/exports/']),
    handler: async (request) => {
      await requireAccountAdmin(db, positionActor(request).position, request.params.id);
      const now = deps.now();
      const rows = await listExportRows(db, request.params.id);
      return { collection: rows.map((row) => exportToWire(row, now)), count: rows.length };
    },
  });
  api.route({
    ...routeOptions(apiContract['GET /accounts/:id/exports/:exportId/download']),
    handler: async (request, reply) => {
      // A guest token never stands for a session here; the export's own token is the query's `token`.
      const position = request.auth.guestTokenGiven ? undefined : request.auth.session;
      const file = await openAccountExport(deps, { position, token: request.query.token }, request.params.id, request.params.exportId);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', contentDisposition(file.fileName))
        .header('Content-Length', String(file.byteSize))
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.stream);
    },
  });
  api.route({
    ...routeOptions(apiContract['GET /accounts/:id/data_management']),
    handler: async (request) => {
      await requireAccountAdmin(db, positionActor(request).position, request.params.id);
      return loadDataManagement(db, request.params.id, deps.deletionGraceDays);
    },
  });
  api.route({
    ...routeOptions(apiContract['PUT /accounts/:id/data_management']),
    handler: async (request) => {
      const { position } = positionActor(request);
      await requireAccountAdmin(db, position, request.params.id);
      await updateRetentionRules(db, position, request.params.id, request.body, deps.now());
      return loadDataManagement(db, request.params.id, deps.deletionGraceDays);
    },
  });
  api.route({
    ...routeOptions(apiContract['GET /accounts/:id/data_management/log']),
    handler: async (request) => {
      await requireAccountAdmin(db, positionActor(request).position, request.params.id);
      return listAccountDataLog(db, request.params.id, request.query);
    },
  });
  api.route({
    ...routeOptions(apiContract['POST /accounts/:id/cancellation']),
    handler: async (request) => {
      const emails = await closeAccount(deps, positionActor(request).position, request.params.id, request.body.password);
      // The outbox rows are committed; a failed hand-over to SMTP is logged, not the caller's problem.
      for (const email of emails) await deps.mailer.deliver(email).catch((error: unknown) => request.log.error({ err: error }, 'email delivery failed'));
      return loadDataManagement(db, request.params.id, deps.deletionGraceDays);
    },
  });
  api.route({
    ...routeOptions(apiContract['DELETE /accounts/:id/cancellation']),
    handler: async (request, reply) => {
      await keepAccount(deps, positionActor(request).position, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
