/**
 * PUT /agreements/{id}/agreement_value (§7, §3 agreementValue.amount): stored as numeric(20,2)
 * and returned as the decimal string Postgres gives back, so no binary float ever touches it.
 * A business figure about the contract, not its content: the checksum does not change.
 */
import type { agreementValueSchema } from '@inkflow/core';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreements } from '../db/schema.js';
import type { PositionActor } from '../http/actor.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { loadAgreementTarget } from '../permissions/loadAgreementTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';

/** Sets or clears the value; returns `{ amount }` ("1250.50" or null). Errors: 400, 403 (99), 404. */
export async function setAgreementValue(db: Db, { position }: PositionActor, id: number, input: z.output<typeof agreementValueSchema>): Promise<{ amount: string | null }> {
  return db.transaction(async (tx) => {
    const loaded = await loadAgreementTarget(tx, id, { lock: true });
    await requirePermission(tx, position, agreementTarget(loaded), Permission.Update);
    const [row] = await tx
      .update(agreements)
      .set({ agreementValue: input.amount })
      .where(eq(agreements.id, id))
      .returning({ amount: agreements.agreementValue });
    return { amount: row!.amount };
  });
}
