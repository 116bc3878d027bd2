/**
 * The content a signer sees and signs (issue "signed content integrity"): the agreement's name,
 * boxes, box order and data exactly as stored, plus the SHA-256 of every file a box shows (PDF
 * boxes and attachments, by asset id), so a file swapped under the same id changes the hash too.
 * Its SHA-256 is the `document_hash` of each `signed` event and of each `inputs_filled` event,
 * and the audit certificate prints it per signer (docs/documents-api.md "Signed content").
 *
 * Serialised as canonical JSON (agreementContent.ts): keys sorted, no whitespace, files sorted by
 * asset id — anyone holding the agreement as loaded and the files can recompute it.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { assets } from '../db/schema-assets.js';
import { canonicalJson, type AgreementRow } from './agreementContent.js';
import { boxAssetIds } from './checkBoxAssets.js';
import { sha256Hex } from '../auth/tokens.js';

/** The signed-over content: `{ agreement_id, name, boxes, box_order, data, files: [{ asset_id, sha256 }] }`. */
export interface SignedContent {
  agreement_id: number;
  name: string;
  boxes: unknown;
  box_order: unknown;
  data: unknown;
  files: { asset_id: number; sha256: string | null }[];
}

/** Reads the content of `agreement` (inside the caller's transaction); a file whose row is gone has sha256 null. */
export async function signedContentOf(tx: Db, agreement: Pick<AgreementRow, 'id' | 'name' | 'boxes' | 'boxOrder' | 'data'>): Promise<SignedContent> {
  const boxes = Array.isArray(agreement.boxes) ? (agreement.boxes as { type: number; content: unknown }[]) : [];
  const ids = [...new Set(boxes.flatMap(boxAssetIds))].sort((a, b) => a - b);
  const rows = ids.length > 0 ? await tx.select({ id: assets.id, sha256: assets.sha256 }).from(assets).where(inArray(assets.id, ids)) : [];
  const hashes = new Map(rows.map((r) => [r.id, r.sha256]));
  return {
    agreement_id: agreement.id,
    name: agreement.name,
    boxes: agreement.boxes,
    box_order: agreement.boxOrder,
    data: agreement.data,
    files: ids.map((id) => ({ asset_id: id, sha256: hashes.get(id) ?? null })),
  };
}

/** Lowercase sha256 hex of the canonical JSON of `content`. */
export const signedContentHash = (content: SignedContent): string => sha256Hex(canonicalJson(content));
