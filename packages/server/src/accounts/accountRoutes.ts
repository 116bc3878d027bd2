/**
 * The account routes (core contract/accountsContract.ts): GET/PUT /accounts/{id}, the logo
 * (POST/DELETE /accounts/{id}/logo, public GET /accounts/{id}/logo/{file}) and POST
 * /accounts/{id}/start_trial. The multipart parser is registered in this scope only; the logo's
 * multipart stream is read here, at the route, and the action gets the bytes.
 */
import fastifyMultipart from '@fastify/multipart';
import { apiContract, logoBytesMax } from '@inkflow/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readMultipart } from '../assets/readMultipart.js';
import { positionActor } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { readAccountLogo, removeAccountLogo, setAccountLogo, type UploadedLogo } from './accountLogo.js';
import { getAccount } from './getAccount.js';
import { requireAccountAdmin } from './requireAccountAdmin.js';
import { startTrial } from './startTrial.js';
import { updateAccount } from './updateAccount.js';

/** The first file part named `file`; other parts are drained. */
async function readLogoPart(request: FastifyRequest): Promise<UploadedLogo | undefined> {
  let found: UploadedLogo | undefined;
  await readMultipart(request, async (part) => {
    if (part.type !== 'file') return;
    if (found || part.fieldname !== 'file') {
      part.file.resume();
      return;
    }
    const bytes = await part.toBuffer();
    found = { bytes, truncated: part.file.truncated };
  });
  return found;
}

/** Registers the account routes on an /api-prefixed instance of their own (for the multipart parser). */
export async function accountRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, storage } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // One byte over the limit is enough to know the file is too large: it arrives truncated.
  await app.register(fastifyMultipart, { throwFileSizeLimit: false, limits: { fileSize: logoBytesMax + 1, files: 1, fields: 5 } });

  api.route({
    ...routeOptions(apiContract['GET /accounts/:id']),
    handler: async (request) => getAccount(db, positionActor(request), request.params.id),
  });
  api.route({
    ...routeOptions(apiContract['PUT /accounts/:id']),
    handler: async (request) => updateAccount(db, positionActor(request), request.params.id, request.body),
  });
  api.route({
    ...routeOptions(apiContract['POST /accounts/:id/logo']),
    handler: async (request) => {
      const actor = positionActor(request);
      // Nothing is read from a caller who may not set the logo.
      await requireAccountAdmin(db, actor.position, request.params.id);
      return setAccountLogo(db, storage, actor, request.params.id, await readLogoPart(request));
    },
  });
  api.route({
    ...routeOptions(apiContract['DELETE /accounts/:id/logo']),
    handler: async (request) => removeAccountLogo(db, storage, positionActor(request), request.params.id),
  });
  api.route({
    ...routeOptions(apiContract['GET /accounts/:id/logo/:file']),
    handler: async (request, reply) => {
      const logo = await readAccountLogo(db, storage, request.params.id, request.params.file);
      // Each logo version has its own URL, so it may be cached for good (the /api default is no-store).
      // Fastify sends a Buffer as is; the contract's 200 schema (a binary string) only documents it.
      return reply
        .header('Content-Type', logo.mime)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(logo.bytes as unknown as string);
    },
  });
  api.route({
    ...routeOptions(apiContract['POST /accounts/:id/start_trial']),
    handler: async (request) => startTrial(db, positionActor(request), request.params.id),
  });
}
