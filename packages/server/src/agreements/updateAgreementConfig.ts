/**
 * PUT /agreements/{id}/config (§7; §3 config.signOrder, config.expireDateDays,
 * config.requiredForSignatures): merges the given keys into the stored config (a key set to
 * null is removed) as a new version (the config is part of the signed content, so the checksum
 * moves). Drafts and templates only. For a pending agreement the expiry is the signing flow's.
 */
import type { agreementConfigSchema } from '@inkflow/core';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import type { PositionActor } from '../http/actor.js';
import { badRequest } from '../http/ApiHttpError.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { agreementAnswer, type AgreementAnswer } from './agreementAnswer.js';
import { loadAgreement } from './loadAgreement.js';
import { requireEditable } from './requireEditable.js';
import { saveAgreementVersion } from './saveAgreementVersion.js';

/** Saves the merged config; returns the agreement (agreementAnswer). Errors: 400, 403 (99), 404, 403/4999 (a signature exists), 409/4999 (sent, not a draft or template). */
export async function updateAgreementConfig(db: Db, actor: PositionActor, id: number, input: z.output<typeof agreementConfigSchema>): Promise<AgreementAnswer> {
  if (JSON.stringify(input).length > 100_000) throw badRequest('config is too large');
  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, id, { lock: true });
    const granted = await requirePermission(tx, actor.position, agreementTarget(loaded), Permission.Update);
    requireEditable(loaded);
    const config: Record<string, unknown> = { ...(loaded.agreement.config as Record<string, unknown>) };
    for (const [key, value] of Object.entries(input)) {
      if (value === null) delete config[key];
      else if (value !== undefined) config[key] = value;
    }
    const saved = await saveAgreementVersion(tx, loaded.agreement, loaded.agreement.checksum, { config }, actor.position.fullname);
    return agreementAnswer(tx, actor, saved.loaded, granted);
  });
}
