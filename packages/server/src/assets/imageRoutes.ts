/**
 * POST /agreements/{id}/images/?_source=form (§7 Uploads, issue #4): multipart, the file in the
 * `upload` field (or `file`). Owners with agreement:update only; a guest token is refused (403, 99).
 * Registered inside assetRoutes' scope, which owns the multipart parser.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadAgreement, parseId } from '../agreements/loadAgreement.js';
import { accessDenied } from '../http/ApiHttpError.js';
import { requirePosition } from '../http/requestAuth.js';
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
  app.post('/agreements/:id/images/', async (request, reply) => {
    const id = parseId((request.params as { id?: string }).id, 'Invalid agreement Id');
    if (request.auth.guestTokenGiven) throw accessDenied();
    const position = requirePosition(request);
    await requirePermission(db, position, agreementTarget(await loadAgreement(db, id)), Permission.Update);
    const file = await readImagePart(request);
    return reply.status(201).send(await uploadImage(db, storage, { accountId: position.accountId, positionId: position.positionId }, id, file));
  });
}
