/**
 * The upload calls of §7 (core contract/assetsContract.ts): POST /assets/ (account upload), POST
 * /agreements/{id}/assets/?_source=form (owner with agreement:update, or that agreement's guest)
 * and GET /assets/{id} (only to those who may read the agreement); the image upload is in
 * imageRoutes.ts. Multipart fields: asset_type, allow_async (`true`: a large PDF answers 202 in
 * state processing and is inspected after the answer), and the file as `file` or `qqfile`. The
 * multipart stream is read here, at the route (it is HTTP); the actions get the file's bytes.
 */
import fastifyMultipart from '@fastify/multipart';
import { apiContract, boxLimits } from '@inkflow/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, positionActor } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { agreementUploader } from './agreementUploader.js';
import { imageRoutes } from './imageRoutes.js';
import { readAsset } from './readAsset.js';
import { readMultipart } from './readMultipart.js';
import { uploadAsset, type UploadedFile, type Uploader } from './uploadAsset.js';

/** Reads the multipart body: the first file part (`file` or `qqfile`) and the asset_type field. */
async function readUpload(request: FastifyRequest): Promise<UploadedFile | undefined> {
  let assetType: string | undefined;
  let allowAsync = false;
  let file: UploadedFile | undefined;
  await readMultipart(request, async (part) => {
    if (part.type === 'file') {
      if (file || (part.fieldname !== 'file' && part.fieldname !== 'qqfile')) {
        part.file.resume();
        return;
      }
      const bytes = await part.toBuffer();
      file = { assetType: undefined, name: part.filename, bytes, truncated: part.file.truncated };
    } else if (part.fieldname === 'asset_type' && typeof part.value === 'string') {
      assetType = part.value;
    } else if (part.fieldname === 'allow_async' && typeof part.value === 'string') {
      allowAsync = part.value === 'true';
    }
  });
  return file ? { ...file, assetType, allowAsync } : undefined;
}

/** Registers the routes, with the multipart parser scoped to them, on an /api-prefixed instance. */
export async function assetRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, storage, assetProcessing } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const upload = async (uploader: Uploader, agreementId: number | null, request: FastifyRequest, reply: FastifyReply) => {
    const asset = await uploadAsset(db, storage, assetProcessing, uploader, agreementId, await readUpload(request), (error) =>
      request.log.error({ err: error }, 'processing an uploaded PDF failed'),
    );
    return reply.status(asset.state === 'processing' ? 202 : 201).send(asset);
  };
  // throwFileSizeLimit off: an oversized file arrives truncated and answers 4506 itself.
  await app.register(fastifyMultipart, { throwFileSizeLimit: false, limits: { fileSize: boxLimits.fileBytesMax, files: 1, fields: 10 } });

  api.route({
    ...routeOptions(apiContract['POST /assets/']),
    handler: async (request, reply) => {
      const { position } = positionActor(request);
      return upload({ kind: 'position', accountId: position.accountId, positionId: position.positionId }, null, request, reply);
    },
  });

  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/assets/']),
    handler: async (request, reply) => upload(await agreementUploader(db, actorOf(request), request.params.id), request.params.id, request, reply),
  });

  imageRoutes(app, deps);

  api.route({
    ...routeOptions(apiContract['GET /assets/:id']),
    handler: async (request, reply) => {
      const file = await readAsset(db, storage, actorOf(request), request.params.id);
      // Fastify sends a Buffer as is, never through the response serializer: the contract's 200
      // schema (a binary string) only documents the answer, hence the cast.
      return reply
        .header('Content-Type', file.mimeType)
        .header('Content-Disposition', `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.bytes as unknown as string);
    },
  });
}
