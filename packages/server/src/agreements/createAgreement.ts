/**
 * POST /agreements/ (§7): a contract (state 0) or template (state 6) in a workspace, blank (one
 * empty text box) or from a template or other agreement (`source_id`), optionally in a folder,
 * optionally as the import of an already-signed contract (`import`: stored as signed, state 4,
 * until POST /agreements/{id}/imported_reset).
 */
import { AgreementState, BoxType, createAgreementRequestSchema } from '@inkflow/core';
import type { SessionPosition } from '../auth/sessions.js';
import { loadCollection } from '../collections/loadCollection.js';
import type { Db } from '../db/openDatabase.js';
import { resolveFolderId } from '../folders/resolveFolderId.js';
import { badRequest, parseOrThrow } from '../http/ApiHttpError.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { loadAgreementTarget } from '../permissions/loadAgreementTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { agreementToWire, type ServerAgreementWire } from './agreementToWire.js';
import { createAgreementFromTemplate } from './createAgreementFromTemplate.js';
import { insertAgreement } from './insertAgreement.js';
import { loadAgreement } from './loadAgreement.js';
import type { EventActor } from './recordEvent.js';

/**
 * Creates an agreement from a createAgreementRequestSchema body; needs
 * collection:module:agreement:use and agreement:create in the workspace, and agreement:view on
 * the source. Errors: 400 BAD_REQUEST on bad input (also `from_pdf`, not available yet, and an
 * imported template), 404 for an unknown workspace or source, 403 (99) without the permissions.
 */
export async function createAgreement(db: Db, position: SessionPosition, body: unknown, actor: EventActor): Promise<ServerAgreementWire> {
  const input = parseOrThrow(createAgreementRequestSchema, body);
  if (input.from_pdf !== undefined && input.from_pdf !== null && input.from_pdf !== false && input.from_pdf !== 0 && input.from_pdf !== '0') {
    throw badRequest('from_pdf: creating a contract from a PDF is not available yet');
  }
  if (input.import && input.state === AgreementState.Template) throw badRequest('import: a template cannot be an imported signed contract');
  const who = { ...actor, positionId: position.positionId };
  return db.transaction(async (tx) => {
    const collection = await loadCollection(tx, input.collection_id);
    await requirePermission(tx, position, collection.target, { all: [Permission.WorkspaceUse, Permission.Create] });
    const folderId = await resolveFolderId(tx, collection.id, input.folder_id);
    // An import is an already-signed contract: it starts signed (state 4) and says so.
    const state = input.import ? AgreementState.Signed : input.state;
    const importedAt = input.import ? new Date() : null;
    let id: number;
    if (input.source_id !== undefined) {
      const source = await loadAgreementTarget(tx, input.source_id);
      await requirePermission(tx, position, agreementTarget(source), Permission.View);
      id = await createAgreementFromTemplate(tx, source.agreement, { collectionId: collection.id, folderId, name: input.name, state, importedAt }, who);
    } else {
      const name = input.name || (input.state === AgreementState.Template ? 'Untitled template' : 'Untitled contract');
      const boxes = [{ id: 1, type: BoxType.Text, content: { nodes: [{ type: 'paragraph', children: [{ text: '' }] }] }, config: {} }];
      id = await insertAgreement(tx, { collectionId: collection.id, folderId, name, state, boxes, boxOrder: [1], importedAt }, who, input.import ? { import: true } : {});
    }
    return agreementToWire(await loadAgreement(tx, id), { kind: 'owner' });
  });
}
