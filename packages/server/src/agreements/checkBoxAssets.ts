/**
 * The asset references of PUT /agreements/{id} boxes (issue #4): a PDF box (type 3) names its
 * file in `content.asset_id`, an attachment box (type 4) in `content.data[].value.asset_id`.
 * Each must be an asset of the agreement's own account that is either not yet tied to an
 * agreement (an account upload, POST /assets/) or tied to this agreement — otherwise a box could
 * expose another contract's (or account's) file through GET /assets/{id}.
 */
import { BoxTypeCode } from '@inkflow/core';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { assets } from '../db/schema-assets.js';
import { badRequest } from '../http/ApiHttpError.js';
import { requireAssetReady } from '../assets/requireAssetReady.js';

type BoxLike = { id?: number; type: number; content: unknown };

/** The asset ids one box refers to, with the box's label for error messages. */
export function boxAssetIds(box: BoxLike): number[] {
  const content = (box.content ?? {}) as Record<string, unknown>;
  if (box.type === BoxTypeCode.Pdf) {
    return typeof content.asset_id === 'number' ? [content.asset_id] : [];
  }
  if (box.type === BoxTypeCode.Attachments && Array.isArray(content.data)) {
    return content.data.flatMap((item) => {
      const id = (item as { value?: { asset_id?: unknown } })?.value?.asset_id;
      return typeof id === 'number' ? [id] : [];
    });
  }
  return [];
}

/**
 * Throws 400 BAD_REQUEST naming the first box (by position and id) whose asset is missing, of
 * another account, or attached to another agreement; then 409 ASSET_PROCESSING for a PDF box's
 * asset still being processed and 400 ASSET_PROCESSING_FAILED for any asset processing refused
 * (requireAssetReady). Call inside the saving transaction, before anything is written.
 */
export async function checkBoxAssets(tx: Db, boxes: BoxLike[], agreementId: number, accountId: number): Promise<void> {
  const wanted = [...new Set(boxes.flatMap(boxAssetIds))];
  if (wanted.length === 0) return;
  const rows = await tx
    .select({ id: assets.id, accountId: assets.accountId, agreementId: assets.agreementId, state: assets.state, failure: assets.failure, created: assets.created })
    .from(assets)
    .where(inArray(assets.id, wanted));
  const usable = new Set(rows.filter((r) => r.accountId === accountId && (r.agreementId === null || r.agreementId === agreementId)).map((r) => r.id));
  boxes.forEach((box, index) => {
    const bad = boxAssetIds(box).find((id) => !usable.has(id));
    if (bad !== undefined) {
      const label = box.id !== undefined ? `box ${box.id}` : `box #${index + 1}`;
      throw badRequest(`boxes[${index}] (${label}): asset ${bad} is not a file of this contract`);
    }
  });
  // A PDF box needs its file processed (it is shown and sealed); an attachment may still be
  // processing (it is only listed, and GET /assets/{id} answers ASSET_PROCESSING until ready).
  const inPdfBoxes = new Set(boxes.filter((b) => b.type === BoxTypeCode.Pdf).flatMap(boxAssetIds));
  for (const row of rows) {
    if (row.state === 'failed' || inPdfBoxes.has(row.id)) requireAssetReady(row);
  }
}
