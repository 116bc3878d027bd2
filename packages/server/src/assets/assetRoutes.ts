/**
 * The upload calls of §7 (issue #4): POST /assets/ (account upload), POST
 * /agreements/{id}/assets/?_source=form (owner with agreement:update, or that agreement's guest)
 * and GET /assets/{id} (only to those who may read the agreement). Multipart fields: asset_type,
 * allow_async (`true`: a large PDF answers 202 in state processing and is inspected after the
 * answer), and the file as `file` or `qqfile`. An asset still processing answers 409
 * ASSET_PROCESSING, a failed one 400 ASSET_PROCESSING_FAILED (requireAssetReady).
 */
import fastifyMultipart from '@fastify/multipart';
import { boxLimits } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadAgreement, parseId } from '../agreements/loadAgreement.js';
import { assets } from '../db/schema-assets.js';
import { accessDenied, notFound, notLoggedIn } from '../http/ApiHttpError.js';
import { requirePosition } from '../http/requestAuth.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import type { ServerDeps } from '../ServerDeps.js';
import { imageRoutes } from './imageRoutes.js';
import { requireAssetReady } from './requireAssetReady.js';
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
  const upload = async (uploader: Uploader, agreementId: number | null, request: FastifyRequest, reply: FastifyReply) => {
    const asset = await uploadAsset(db, storage, assetProcessing, uploader, agreementId, await readUpload(request), (error) =>
      request.log.error({ err: error }, 'processing an uploaded PDF failed'),
    );
    return reply.status(asset.state === 'processing' ? 202 : 201).send(asset);
  };
  // throwFileSizeLimit off: an oversized file arrives truncated and answers 4506 itself.
  await app.register(fastifyMultipart, { throwFileSizeLimit: false, limits: { fileSize: boxLimits.fileBytesMax, files: 1, fields: 10 } });

  app.post('/assets/', async (request, reply) => {
    const position = requirePosition(request);
    const uploader: Uploader = { kind: 'position', accountId: position.accountId, positionId: position.positionId };
    return upload(uploader, null, request, reply);
  });

  app.post('/agreements/:id/assets/', async (request, reply) => {
    const id = parseId((request.params as { id?: string }).id, 'Invalid agreement Id');
    const { auth } = request;
    let uploader: Uploader;
    if (auth.guestTokenGiven) {
      if (!auth.guest || auth.guest.agreementId !== id) throw accessDenied('This link does not give access to the contract');
      // Whether this guest may still upload is checked by uploadAsset (requireGuestCanUpload).
      const loaded = await loadAgreement(db, id);
      uploader = { kind: 'guest', accountId: loaded.accountId, participantId: auth.guest.participantId };
    } else {
      const position = requirePosition(request);
      await requirePermission(db, position, agreementTarget(await loadAgreement(db, id)), Permission.Update);
      uploader = { kind: 'position', accountId: position.accountId, positionId: position.positionId };
    }
    return upload(uploader, id, request, reply);
  });

  imageRoutes(app, deps);

  app.get('/assets/:id', async (request, reply) => {
    const id = parseId((request.params as { id?: string }).id, 'Invalid asset Id');
    const [row] = await db.select().from(assets).where(eq(assets.id, id));
    if (!row) throw notFound();
    const { auth } = request;
    if (auth.guestTokenGiven) {
      if (!auth.guest || row.agreementId === null || auth.guest.agreementId !== row.agreementId) throw accessDenied();
    } else if (!auth.session) {
      throw notLoggedIn();
    } else if (row.agreementId !== null) {
      await requirePermission(db, auth.session, agreementTarget(await loadAgreement(db, row.agreementId)), Permission.View);
    } else if (row.accountId !== auth.session.accountId) {
      // An account upload not yet tied to an agreement: only its own account reads it.
      throw accessDenied();
    }
    requireAssetReady(row);
    const bytes = await storage.get(row.storageKey);
    if (!bytes) throw notFound();
    return reply
      .header('Content-Type', row.mimeType)
      .header('Content-Disposition', `attachment; filename="${row.name.replace(/[^\w.-]/g, '_')}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(bytes);
  });
}
