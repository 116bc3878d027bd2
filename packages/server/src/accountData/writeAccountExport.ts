/**
 * The content of an account export (§7 account action "export", docs/account-data.md "What the
 * export holds"): every agreement the account owns that was not permanently deleted (drafts,
 * templates and the trash included), written into one zip in the FileStorage as it is read:
 *
 *     index.json                                  machine-readable list of everything below
 *     index.html                                  the same as a page to open in a browser
 *     agreements/<id>-<name>/agreement.json       the agreement (boxes, data, participants, parties),
 *                                                 its audit trail and its messages
 *     agreements/<id>-<name>/<name>-signed.pdf    the sealed PDF, when it was signed and sealed
 *     agreements/<id>-<name>/files/<id>-<file>    the PDFs, attachments and images uploaded to it
 *     files/<id>-<file>                           uploads of the account not tied to an agreement
 *
 * Agreements are read one at a time and their files streamed from storage, so memory holds one
 * agreement, never the archive.
 */
import type { MessageWire } from '@inkflow/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { accounts, agreements, collections, participants, parties } from '../db/schema.js';
import { assets } from '../db/schema-assets.js';
import { sealedDocuments } from '../db/schema-sealing.js';
import { agreementToWire } from '../agreements/agreementToWire.js';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import { loadAgreementEventTree } from '../audit/listAgreementEvents.js';
import { loadMessageRows, threadsOf } from '../messages/messageThreads.js';
import { sealedPdfFilename } from '../sealing/sealedPdfFilename.js';
import type { Translate } from '../i18n/serverTexts.js';
import type { FileStorage } from '../storage/FileStorage.js';
import { StreamedZip } from '../storage/StreamedZip.js';
import { exportIndexHtml } from './exportIndexHtml.js';

/** The format marker of index.json and of each agreement.json. */
export const exportFormat = { name: 'inkflow-account-export', version: 1 } as const;

/** One uploaded file in the export. */
export interface ExportedFile {
  id: number;
  name: string;
  asset_type: string;
  mime_type: string;
  byte_size: number;
  sha256: string;
  created: string;
  /** Where it is inside the zip. */
  path: string;
}

/** One agreement's line of index.json. */
export interface ExportIndexEntry {
  id: number;
  name: string;
  state: number;
  /** The state's name in the exporting admin's language. */
  state_name: string;
  workspace: string;
  created: string;
  updated: string;
  /** When it was moved to the trash; null when it is not there. */
  trashed_at: string | null;
  /** Path of agreement.json. */
  json: string;
  /** Path of the sealed PDF; null when there is none. */
  sealed_pdf: string | null;
  files: string[];
}

/** What was written. */
export interface ExportSummary {
  agreementCount: number;
  fileCount: number;
  byteSize: number;
}

/** Makes `text` a safe path segment: ASCII letters, digits, `.`, `_`, `-`; at most `max` characters. */
export function safeSegment(text: string, fallback: string, max = 60): string {
  const cleaned = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, max)
    .replace(/[-.]+$/g, '');
  return cleaned || fallback;
}

type AssetRow = typeof assets.$inferSelect;

function exportedFile(row: AssetRow, path: string): ExportedFile {
  return { id: row.id, name: row.name, asset_type: row.assetType, mime_type: row.mimeType, byte_size: row.byteSize, sha256: row.sha256, created: row.created.toISOString(), path };
}

/** Everything of one agreement that goes into the zip, read in a handful of statements. */
async function loadForExport(db: Db, agreementId: number) {
  const [row] = await db
    .select({ agreement: agreements, accountId: collections.accountId, workspace: collections.name })
    .from(agreements)
    .innerJoin(collections, eq(collections.id, agreements.collectionId))
    .where(and(eq(agreements.id, agreementId), isNull(agreements.purgedAt)))
    .limit(1);
  if (!row) return undefined;
  const people = await db.select().from(participants).where(eq(participants.agreementId, agreementId)).orderBy(asc(participants.id));
  const partyRows = await db.select().from(parties).where(eq(parties.agreementId, agreementId)).orderBy(asc(parties.id));
  // The export publishes no events, so it needs no webhook subscriptions.
  const loaded: LoadedAgreement = { agreement: row.agreement, accountId: row.accountId, participants: people, parties: partyRows, webhookEvents: [] };
  const events = await loadAgreementEventTree(db, agreementId);
  const messages: MessageWire[] = threadsOf(await loadMessageRows(db, agreementId), loaded).map((t) => t.wire);
  const files = await db
    .select()
    .from(assets)
    .where(and(eq(assets.agreementId, agreementId), eq(assets.state, 'ready')))
    .orderBy(asc(assets.id));
  const [sealed] = await db.select().from(sealedDocuments).where(eq(sealedDocuments.agreementId, agreementId)).limit(1);
  return { loaded, workspace: row.workspace, events: events.collection, messages, files, sealed };
}

/**
 * Writes the export of `accountId` under `storageKey` and resolves with what it holds. Texts of
 * index.html and state names come from `t` (the exporting admin's language). `onProgress(done,
 * total)` is awaited after each agreement; when it rejects (the action was taken over), the zip
 * is abandoned and nothing is stored. Rejects with the storage's error when a write fails.
 */
export async function writeAccountExport(
  deps: { db: Db; storage: FileStorage },
  input: { accountId: number; storageKey: string; productName: string; now: Date; language: string; t: Translate; onProgress(done: number, total: number): Promise<void> },
): Promise<ExportSummary> {
  const { db, storage } = deps;
  const { accountId, now, t } = input;
  const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  const ids = await db
    .select({ id: agreements.id })
    .from(agreements)
    .innerJoin(collections, eq(collections.id, agreements.collectionId))
    .where(and(eq(collections.accountId, accountId), isNull(agreements.purgedAt)))
    .orderBy(asc(agreements.id));
  const accountFiles = await db
    .select()
    .from(assets)
    .where(and(eq(assets.accountId, accountId), isNull(assets.agreementId), eq(assets.state, 'ready')))
    .orderBy(asc(assets.id));

  const zip = new StreamedZip(storage, input.storageKey);
  const index: ExportIndexEntry[] = [];
  let fileCount = 0;
  const addFile = async (row: AssetRow, path: string): Promise<boolean> => {
    const stream = await storage.getStream(row.storageKey);
    // A row whose file is gone (removed by hand) is listed in the JSON but has nothing to copy.
    if (!stream) return false;
    await zip.addStream(path, stream, { compress: !/^(application\/pdf|image\/)/.test(row.mimeType), modified: row.created });
    fileCount += 1;
    return true;
  };
  try {
    for (const [position, { id }] of ids.entries()) {
      const found = await loadForExport(db, id);
      if (found) {
        const a = found.loaded.agreement;
        const folder = `agreements/${id}-${safeSegment(a.name, 'agreement')}`;
        const files: ExportedFile[] = [];
        for (const row of found.files) {
          const path = `${folder}/files/${row.id}-${safeSegment(row.name, 'file', 100)}`;
          if (await addFile(row, path)) files.push(exportedFile(row, path));
        }
        let sealedPath: string | null = null;
        if (found.sealed) {
          const stream = await storage.getStream(found.sealed.storageKey);
          if (stream) {
            sealedPath = `${folder}/${sealedPdfFilename(a.name)}`;
            await zip.addStream(sealedPath, stream, { compress: false, modified: found.sealed.created });
            fileCount += 1;
          }
        }
        const json = {
          format: exportFormat.name,
          version: exportFormat.version,
          agreement: agreementToWire(found.loaded, { kind: 'owner' }),
          workspace: { id: a.collectionId, name: found.workspace },
          folder_id: a.folderId,
          trashed_at: a.deletedAt?.toISOString() ?? null,
          imported_at: a.importedAt?.toISOString() ?? null,
          agreement_value: a.agreementValue,
          events: found.events,
          messages: found.messages,
          sealed_pdf: found.sealed && sealedPath ? { path: sealedPath, sha256: found.sealed.sha256, byte_size: found.sealed.byteSize, page_count: found.sealed.pageCount, imported: found.sealed.imported, created: found.sealed.created.toISOString() } : null,
          files,
        };
        const jsonPath = `${folder}/agreement.json`;
        await zip.addBytes(jsonPath, Buffer.from(JSON.stringify(json, null, 2)), { compress: true, modified: a.updated });
        index.push({
          id,
          name: a.name,
          state: a.state,
          state_name: t(`sign:state.${a.state}`),
          workspace: found.workspace,
          created: a.created.toISOString(),
          updated: a.updated.toISOString(),
          trashed_at: a.deletedAt?.toISOString() ?? null,
          json: jsonPath,
          sealed_pdf: sealedPath,
          files: files.map((f) => f.path),
        });
      }
      await input.onProgress(position + 1, ids.length);
    }
    const looseFiles: ExportedFile[] = [];
    for (const row of accountFiles) {
      const path = `files/${row.id}-${safeSegment(row.name, 'file', 100)}`;
      if (await addFile(row, path)) looseFiles.push(exportedFile(row, path));
    }
    const indexJson = {
      format: exportFormat.name,
      version: exportFormat.version,
      product: input.productName,
      account: { id: accountId, name: account?.name ?? '' },
      created: now.toISOString(),
      agreement_count: index.length,
      agreements: index,
      account_files: looseFiles,
    };
    await zip.addBytes('index.json', Buffer.from(JSON.stringify(indexJson, null, 2)), { compress: true, modified: now });
    const html = exportIndexHtml({ accountName: account?.name ?? '', created: now, agreements: index, accountFiles: looseFiles, language: input.language, t });
    await zip.addBytes('index.html', Buffer.from(html), { compress: true, modified: now });
    const byteSize = await zip.finish();
    return { agreementCount: index.length, fileCount, byteSize };
  } catch (error) {
    await zip.abort(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}
