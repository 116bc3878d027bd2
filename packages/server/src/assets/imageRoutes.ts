/**
 * POST /agreements/{id}/images/?_source=form (§7 Uploads, core contract/assetsContract.ts):
 * multipart, the file in the `upload` field (or `file`). Owners with agreement:update only; a
 * guest token is refused (403, 99). Registered inside assetRoutes' scope, which owns the
 * multipart parser.
 */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { positionActor } from '../http/actor.js';
import { accessDenied } from '../http/ApiHttpError.js';
import { routeOptions } from '../http/routeOptions.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import type { ServerDeps } from '../ServerDeps.js';
import { readMultipart } from './readMultipart.js';
import { uploadImage } from './uploadImage.js';

/** The first file part named `upload` or `file`; other parts are drained. */
async function readImagePart(request: FastifyRequest): Promise<{ name: string; bytes: Buffer; truncated: boolean } | undefined> {
  let found: { name: string; bytes: Buffer; truncated: boolean } | undefined;
  await readMultipart(request, async (part) => {
    if (part.type !== 'file') return;
    if (found || (part.fieldname !== 'upload' && part.fieldname !== 'file')) {
      part.file.resume();
      return;
    }
    const bytes = await part.toBuffer();
    found = { name: part.filename, bytes, truncated: part.file.truncated };
  });
  return found;
}

/** Registers the image upload route; `app` must already have @fastify/multipart. */
export function imageRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db, storage } = deps;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOptions(apiContract['POST /agreements/:id/images/']),
    handler: async (request, reply) => {
      // A guest link never adds images, whatever its token (403 99 "Access denied", as for strangers).
      if (request.auth.guestTokenGiven) throw accessDenied();
      const { position } = positionActor(request);
      // Access first: the file is read only for someone who may add it.
      await requirePermission(db, position, agreementTarget(await loadAgreement(db, request.params.id)), Permission.Update);
      const file = await readImagePart(request);
      return reply.status(201).send(await uploadImage(db, storage, { accountId: position.accountId, positionId: position.positionId }, request.params.id, file));
    },
  });
}
