/**
 * PUT /agreements/{id}/config (§7; §3 config.signOrder, config.expireDateDays,
 * config.requiredForSignatures): merges the given keys into the stored config (a key set to
 * null is removed) as a new version (the config is part of the signed content, so the checksum
 * moves). Drafts and templates only. For a pending agreement the expiry is the signing flow's.
 */
import { agreementConfigSchema } from '@inkflow/core';
import type { SessionPosition } from '../auth/sessions.js';
import type { Db } from '../db/openDatabase.js';
import { badRequest, parseOrThrow } from '../http/ApiHttpError.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { agreementToWire, type ServerAgreementWire } from './agreementToWire.js';
import { loadAgreement } from './loadAgreement.js';
import { requireEditable } from './requireEditable.js';
import { saveAgreementVersion } from './saveAgreementVersion.js';

/** Saves the merged config; returns the agreement. Errors: 400, 403 (99), 404, 403/4999 (a signature exists), 409/4999 (sent, not a draft or template). */
export async function updateAgreementConfig(db: Db, position: SessionPosition, id: number, body: unknown): Promise<ServerAgreementWire> {
  const input = parseOrThrow(agreementConfigSchema, body);
  if (JSON.stringify(input).length > 100_000) throw badRequest('config is too large');
  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, id, { lock: true });
    await requirePermission(tx, position, agreementTarget(loaded), Permission.Update);
    requireEditable(loaded);
    const config: Record<string, unknown> = { ...(loaded.agreement.config as Record<string, unknown>) };
    for (const [key, value] of Object.entries(input)) {
      if (value === null) delete config[key];
      else if (value !== undefined) config[key] = value;
    }
    const saved = await saveAgreementVersion(tx, loaded.agreement, loaded.agreement.checksum, { config });
    return agreementToWire(saved.loaded, { kind: 'owner' });
  });
}
