/**
 * The uploaded PDFs of PDF boxes (§3 Box type 3) when an agreement is copied (a contract from a
 * template, `source_id`, the embed's template links). GET /assets/{id} and the sealed PDF follow
 * the agreement an asset belongs to, so a copy pointing at its template's asset would show its
 * guests nothing and seal without the PDF. Each such asset gets a second row for the copy, on
 * the same stored file (files are written once and never changed).
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AgreementRow } from '../agreements/agreementContent.js';
import { collections } from '../db/schema.js';
import { assets } from '../db/schema-assets.js';
import type { Db } from '../db/openDatabase.js';

type StoredBox = { type: number; content: Record<string, unknown> };

/**
 * Copies the asset rows of `source`'s PDF boxes (its own assets, or account uploads of its
 * account; any other id is left as it is) with no agreement yet, and returns the boxes pointing
 * at the copies, and `attach(id)` to give the copies to the new agreement once it exists.
 */
export async function copyPdfBoxAssets(tx: Db, source: AgreementRow): Promise<{ boxes: AgreementRow['boxes']; attach(agreementId: number): Promise<void> }> {
  const boxes = source.boxes as unknown as StoredBox[];
  const ids = [...new Set(boxes.filter((b) => b.type === 3 && typeof b.content.asset_id === 'number').map((b) => b.content.asset_id as number))];
  if (ids.length === 0) return { boxes: source.boxes, attach: async () => {} };
  const [collection] = await tx.select({ accountId: collections.accountId }).from(collections).where(eq(collections.id, source.collectionId));
  const rows = await tx
    .select()
    .from(assets)
    .where(and(inArray(assets.id, ids), eq(assets.accountId, collection!.accountId), or(eq(assets.agreementId, source.id), isNull(assets.agreementId))));
  const copyOf = new Map<number, number>();
  for (const { id, created: _created, agreementId: _agreementId, ...row } of rows) {
    const [copy] = await tx.insert(assets).values({ ...row, agreementId: null }).returning({ id: assets.id });
    copyOf.set(id, copy!.id);
  }
  const copied = boxes.map((b) => (b.type === 3 && copyOf.has(b.content.asset_id as number) ? { ...b, content: { ...b.content, asset_id: copyOf.get(b.content.asset_id as number) } } : b));
  return {
    boxes: copied as unknown as AgreementRow['boxes'],
    attach: async (agreementId) => {
      if (copyOf.size > 0) await tx.update(assets).set({ agreementId }).where(inArray(assets.id, [...copyOf.values()]));
    },
  };
}
