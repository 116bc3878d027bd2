/**
 * POST /agreements/ (§7): a contract (state 0) or template (state 6) in a workspace, blank (one
 * empty text box) or from a template or other agreement (`source_id`), optionally in a folder,
 * optionally as the import of an already-signed contract (`import`: stored as signed, state 4,
 * until POST /agreements/{id}/imported_reset), or from an uploaded PDF (`from_pdf`: one PDF box).
 * It takes the account's default contract language (account settings) unless its source has one.
 */
import { AgreementState, ApiErrorCode, BoxType, type createAgreementRequestSchema } from '@inkflow/core';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { SessionPosition } from '../auth/sessions.js';
import { loadCollection } from '../collections/loadCollection.js';
import type { Db } from '../db/openDatabase.js';
import { resolveFolderId } from '../folders/resolveFolderId.js';
import { assets } from '../db/schema-assets.js';
import { accounts } from '../db/schema.js';
import { requireAssetReady } from '../assets/requireAssetReady.js';
import type { PositionActor } from '../http/actor.js';
import { accessDenied, ApiHttpError, badRequest } from '../http/ApiHttpError.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { loadAgreementTarget } from '../permissions/loadAgreementTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { agreementAnswer, type AgreementAnswer } from './agreementAnswer.js';
import { createAgreementFromTemplate } from './createAgreementFromTemplate.js';
import { insertAgreement } from './insertAgreement.js';
import { loadAgreement } from './loadAgreement.js';

/**
 * Locks the account upload `assetId` for a new agreement made from it (`from_pdf`) and returns
 * its name without ".pdf". Errors: 400 BAD_REQUEST for an unknown asset or one already part of a
 * contract, 403 (99) for another account's asset, 409 ASSET_PROCESSING while it is still being
 * processed, 400 ASSET_PROCESSING_FAILED when processing refused it, 400/4502 when the file is
 * not a PDF.
 */
async function claimablePdf(tx: Db, position: SessionPosition, assetId: number): Promise<{ name: string }> {
  // FOR UPDATE: two creations from one upload must not both attach it.
  const [row] = await tx.select().from(assets).where(eq(assets.id, assetId)).for('update');
  if (!row) throw badRequest('from_pdf: no uploaded file with this id');
  if (row.accountId !== position.accountId) throw accessDenied();
  requireAssetReady(row);
  if (row.mimeType !== 'application/pdf' || row.pageCount === null) throw new ApiHttpError(400, ApiErrorCode.UnsupportedFileType, 'Unsupported file type');
  if (row.agreementId !== null) throw badRequest('from_pdf: this file is already part of a contract; upload it again');
  return { name: row.name.replace(/\.pdf$/i, '').trim() };
}

/**
 * Creates an agreement from `input` (parsed by the route's createAgreementRequestSchema) and
 * answers it as GET does (agreementAnswer); needs
 * collection:module:agreement:use and agreement:create in the workspace, and agreement:view on
 * the source. With `from_pdf` (an asset id from POST /assets/), the draft holds one PDF box
 * `{ asset_id }`, is named after the file (without ".pdf") unless `name` is given, and the asset
 * becomes the agreement's (GET /assets/{id} then follows the agreement's permissions).
 * Errors: 400 BAD_REQUEST on bad input (also `source_id` with `from_pdf`, an imported template,
 * and the errors of claimablePdf: 403 (99) for another account's file, 4502 not a PDF, 409
 * ASSET_PROCESSING / 400 ASSET_PROCESSING_FAILED for a file not processed), 404 for
 * an unknown workspace or source, 403 (99) without the permissions.
 */
export async function createAgreement(db: Db, actor: PositionActor, input: z.output<typeof createAgreementRequestSchema>): Promise<AgreementAnswer> {
  const { position } = actor;
  if (input.from_pdf !== undefined && input.source_id !== undefined) throw badRequest('from_pdf: give either source_id or from_pdf, not both');
  if (input.import && input.state === AgreementState.Template) throw badRequest('import: a template cannot be an imported signed contract');
  const who = { ...actor.origin, positionId: position.positionId };
  return db.transaction(async (tx) => {
    const collection = await loadCollection(tx, input.collection_id);
    await requirePermission(tx, position, collection.target, { all: [Permission.WorkspaceUse, Permission.Create] });
    const folderId = await resolveFolderId(tx, collection.id, input.folder_id);
    // Account settings: a new agreement speaks the account's default contract language (§1).
    const [account] = await tx.select({ defaultLanguage: accounts.defaultLanguage }).from(accounts).where(eq(accounts.id, collection.accountId)).limit(1);
    const language = account?.defaultLanguage ?? null;
    // An import is an already-signed contract: it starts signed (state 4) and says so.
    const state = input.import ? AgreementState.Signed : input.state;
    const importedAt = input.import ? new Date() : null;
    let id: number;
    if (input.source_id !== undefined) {
      const source = await loadAgreementTarget(tx, input.source_id);
      await requirePermission(tx, position, agreementTarget(source), Permission.View);
      id = await createAgreementFromTemplate(tx, source.agreement, { collectionId: collection.id, folderId, name: input.name, state, importedAt, createdBy: position.fullname, defaultLanguage: language }, who);
    } else if (input.from_pdf !== undefined) {
      const pdf = await claimablePdf(tx, position, input.from_pdf);
      const name = input.name || pdf.name || (input.state === AgreementState.Template ? 'Untitled template' : 'Untitled contract');
      const boxes = [{ id: 1, type: BoxType.Pdf, content: { asset_id: input.from_pdf }, config: {} }];
      id = await insertAgreement(tx, { collectionId: collection.id, folderId, name, state, boxes, boxOrder: [1], importedAt, language, updatedByName: position.fullname }, who, { from_pdf: input.from_pdf, ...(input.import ? { import: true } : {}) });
      await tx.update(assets).set({ agreementId: id }).where(eq(assets.id, input.from_pdf));
    } else {
      const name = input.name || (input.state === AgreementState.Template ? 'Untitled template' : 'Untitled contract');
      const boxes = [{ id: 1, type: BoxType.Text, content: { nodes: [{ type: 'paragraph', children: [{ text: '' }] }] }, config: {} }];
      id = await insertAgreement(tx, { collectionId: collection.id, folderId, name, state, boxes, boxOrder: [1], importedAt, language, updatedByName: position.fullname }, who, input.import ? { import: true } : {});
    }
    return agreementAnswer(tx, actor, await loadAgreement(tx, id));
  });
}
