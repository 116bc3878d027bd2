/**
 * POST /agreements/{id}/links/ (§3 links, issue #4): links two agreements of one account
 * (e.g. an amendment and its main contract). The caller needs agreement:update on `{id}` and
 * agreement:view on the other. Links are symmetric and stored once per pair, so linking an
 * already linked pair is idempotent: it answers the existing link (`created: false`).
 */
import type { linkRequestSchema } from '@inkflow/core';
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreementLinks } from '../db/schema-links.js';
import type { PositionActor } from '../http/actor.js';
import { badRequest } from '../http/ApiHttpError.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { loadAgreementTarget } from '../permissions/loadAgreementTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { linkToWire, type LinkWire } from './LinkWire.js';

/**
 * Creates (or finds) the link; `created` tells which (201 or 200). Errors: 400 BAD_REQUEST (bad
 * body, a self-link), 403 (99; also an agreement of another account), 404 (either agreement).
 */
export async function linkAgreements(db: Db, { position }: PositionActor, agreementId: number, input: z.output<typeof linkRequestSchema>): Promise<{ link: LinkWire; created: boolean }> {
  if (input.agreement_id === agreementId) throw badRequest('agreement_id: an agreement cannot be linked to itself');
  return db.transaction(async (tx) => {
    const self = await loadAgreementTarget(tx, agreementId);
    await requirePermission(tx, position, agreementTarget(self), Permission.Update);
    const other = await loadAgreementTarget(tx, input.agreement_id);
    // permissionsOf grants nothing across accounts, so this also keeps links within one account.
    await requirePermission(tx, position, agreementTarget(other), Permission.View);
    const [lowId, highId] = agreementId < input.agreement_id ? [agreementId, input.agreement_id] : [input.agreement_id, agreementId];
    const inserted = await tx.insert(agreementLinks).values({ lowId, highId, positionId: position.positionId }).onConflictDoNothing().returning();
    const row = inserted[0] ?? (await tx.select().from(agreementLinks).where(and(eq(agreementLinks.lowId, lowId), eq(agreementLinks.highId, highId))))[0]!;
    return { link: linkToWire(row.id, other.agreement), created: inserted.length > 0 };
  });
}
