/**
 * Creating an agreement from a template (§7 POST /agreements/ with source_id, issue #4): copies
 * the source's boxes, box order, data, config, name and language into a new agreement. Form
 * sections assigned to a participant of the source become first-signatory sections (the
 * participants are not copied).
 *
 * This action checks nothing: callers decide who may use the source (a position needs
 * agreement:view on it and agreement:create in the workspace; a template signing link of the
 * embed has its own rule). Reusable by the embed's template links.
 */
import { AgreementState } from '@inkflow/core';
import { copyPdfBoxAssets } from '../assets/copyPdfBoxAssets.js';
import type { Db } from '../db/openDatabase.js';
import type { AgreementRow } from './agreementContent.js';
import { withoutParticipantAssignees } from './checkFormAssignees.js';
import { insertAgreement } from './insertAgreement.js';
import type { EventActor } from './recordEvent.js';

/** Where the copy goes and how it starts. */
export interface TemplateCopyTarget {
  collectionId: number;
  folderId?: number | null;
  /** Default: the source's name. */
  name?: string;
  /** Default 0 (a contract); 6 copies a template into a template; 4 with `importedAt` for imports. */
  state?: number;
  importedAt?: Date | null;
  /** Who makes the copy (its first version's updated_by_name): the creator's display name. */
  createdBy?: string | null;
  /** The language when the source has none: the account's default contract language (account settings). */
  defaultLanguage?: string | null;
}

/** Inserts the copy inside the caller's transaction and returns its id (event `created` with source_id). PDF boxes get copies of their assets (copyPdfBoxAssets). */
export async function createAgreementFromTemplate(tx: Db, source: AgreementRow, target: TemplateCopyTarget, actor: EventActor): Promise<number> {
  const pdfs = await copyPdfBoxAssets(tx, source);
  const id = await insertAgreement(
    tx,
    {
      collectionId: target.collectionId,
      folderId: target.folderId ?? null,
      name: target.name || source.name,
      state: target.state ?? AgreementState.Draft,
      // Participants are not copied, so sections assigned to one go to the first signatory.
      boxes: withoutParticipantAssignees(pdfs.boxes),
      boxOrder: source.boxOrder,
      data: source.data,
      config: source.config,
      language: source.language ?? target.defaultLanguage ?? null,
      sourceId: source.id,
      importedAt: target.importedAt ?? null,
      updatedByName: target.createdBy ?? null,
    },
    actor,
    { source_id: source.id },
  );
  await pdfs.attach(id);
  return id;
}
