/**
 * PUT /agreements/{id} (§7): saves name, boxes, data, config, subject, message, language,
 * expire_date, template_group and counterpart_decline (kept in config.counterpart_decline, where
 * the decline call reads it) of a draft or template, based on the `checksum` the editor loaded. Boxes keep their ids; new boxes
 * get the next free id; `box_order` is stored when given (a permutation of the saved boxes' ids),
 * else it follows the order of `boxes`. A PUT that changes nothing keeps the version and checksum,
 * so an autosave of unchanged content never makes another editor's copy stale.
 */
import { StringErrorCode, boxRuleViolation, limits, normalizeBox, type updateAgreementSchema } from '@inkflow/core';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreements } from '../db/schema.js';
import type { PositionActor } from '../http/actor.js';
import { ApiHttpError } from '../http/ApiHttpError.js';
import { agreementAnswer, type AgreementAnswer } from './agreementAnswer.js';
import { agreementContent, canonicalJson } from './agreementContent.js';
import { checkBoxAssets } from './checkBoxAssets.js';
import { checkFormAssignees } from './checkFormAssignees.js';
import { loadAgreement } from './loadAgreement.js';
import { requireEditable } from './requireEditable.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';
import { saveAgreementVersion, staleChecksum } from './saveAgreementVersion.js';

type BoxInput = { id?: number; type: number; content: unknown; config: Record<string, unknown>; store?: unknown };

/** Gives every box a unique id: kept when given and unused, else the next after the highest. */
export function assignBoxIds(boxes: BoxInput[], existing: { id: number }[]): { id: number; type: number; content: unknown; config: Record<string, unknown>; store?: unknown }[] {
  let next = Math.max(0, ...existing.map((b) => b.id), ...boxes.map((b) => b.id ?? 0)) + 1;
  const seen = new Set<number>();
  return boxes.map((b) => {
    const id = b.id !== undefined && !seen.has(b.id) ? b.id : next++;
    seen.add(id);
    return { id, type: b.type, content: b.content, config: b.config, ...(b.store !== undefined ? { store: b.store } : {}) };
  });
}

/** 400 BAD_REQUEST unless `order` names each of `boxIds` exactly once. */
export function checkBoxOrder(order: readonly number[], boxIds: readonly number[]): void {
  const wanted = new Set(boxIds);
  const seen = new Set<number>();
  for (const id of order) {
    if (!wanted.has(id) || seen.has(id)) break;
    seen.add(id);
  }
  if (seen.size !== order.length || seen.size !== wanted.size) {
    throw new ApiHttpError(400, StringErrorCode.BadRequest, 'box_order: must list every section id of the contract exactly once');
  }
}

/**
 * Saves a new version (`input` parsed by the route's updateAgreementSchema) and answers the
 * agreement as GET does (agreementAnswer). Errors: 400/CONTENT_LIMIT_EXCEEDED (one box's
 * content too large), 400/4013, 4409, 4405 (box rules of §5, boxSchemas.ts), 400 BAD_REQUEST (a box
 * names an asset of another account or agreement, checkBoxAssets.ts; a form section assigned to
 * someone who is not a signatory, checkFormAssignees.ts; expire_date in the past; a box_order that is not a permutation of the box ids), 404, 403 (99),
 * 403/4999 (a signature exists), 409/4999 (sent, not a draft or template), 409/4002 (stale
 * checksum). Nothing is changed on any error.
 */
export async function updateAgreement(db: Db, actor: PositionActor, id: number, input: z.output<typeof updateAgreementSchema>): Promise<AgreementAnswer> {
  for (const box of input.boxes ?? []) {
    if (JSON.stringify(box.content).length > limits.boxContentMax) {
      throw new ApiHttpError(400, StringErrorCode.ContentLimitExceeded, 'A section holds too much content; split it into smaller sections');
    }
  }
  return db.transaction(async (tx) => {
    const loaded = await loadAgreement(tx, id, { lock: true });
    const granted = await requirePermission(tx, actor.position, agreementTarget(loaded), Permission.Update);
    requireEditable(loaded);
    if (loaded.agreement.checksum !== input.checksum) throw staleChecksum();
    const patch: Parameters<typeof saveAgreementVersion>[3] = {};
    if (input.name !== undefined) patch.name = input.name;
    if (input.boxes !== undefined) {
      // §5 rules with their own codes (4013, 4409, 4405); form inputs bind to the data as saved.
      const violation = boxRuleViolation(input.boxes, input.data ?? (loaded.agreement.data as unknown[]));
      if (violation) throw new ApiHttpError(400, violation.api_error_code, violation.message);
      await checkBoxAssets(tx, input.boxes, id, loaded.accountId);
      checkFormAssignees(input.boxes, loaded.participants);
      const boxes = assignBoxIds(input.boxes.map(normalizeBox), loaded.agreement.boxes as { id: number }[]);
      patch.boxes = boxes;
      patch.boxOrder = boxes.map((b) => b.id);
    }
    if (input.box_order !== undefined) {
      const boxIds = ((patch.boxes ?? loaded.agreement.boxes) as { id: number }[]).map((b) => b.id);
      checkBoxOrder(input.box_order, boxIds);
      patch.boxOrder = [...input.box_order];
    }
    if (input.data !== undefined) patch.data = input.data;
    if (input.config !== undefined) patch.config = input.config;
    if (input.counterpart_decline !== undefined) {
      patch.config = { ...((patch.config ?? loaded.agreement.config) as Record<string, unknown>), counterpart_decline: input.counterpart_decline };
    }
    if (input.subject !== undefined) patch.subject = input.subject;
    if (input.message !== undefined) patch.message = input.message;
    if (input.language !== undefined) patch.language = input.language;
    // Columns outside the versioned content: written first, the version bump below then covers them.
    const columns: { expireDate?: Date | null; templateGroup?: string | null } = {};
    if (input.expire_date !== undefined) columns.expireDate = input.expire_date === null ? null : new Date(input.expire_date);
    if (input.template_group !== undefined) columns.templateGroup = input.template_group || null;
    const columnsChanged =
      (columns.expireDate !== undefined && columns.expireDate?.getTime() !== loaded.agreement.expireDate?.getTime()) ||
      (columns.templateGroup !== undefined && columns.templateGroup !== loaded.agreement.templateGroup);
    // Nothing changed: keep version and checksum, so the caller and any other editor stay current.
    const before = canonicalJson(agreementContent(loaded.agreement, loaded.participants, loaded.parties));
    const after = canonicalJson(agreementContent({ ...loaded.agreement, ...patch }, loaded.participants, loaded.parties));
    if (!columnsChanged && before === after) return agreementAnswer(tx, actor, loaded, granted);
    if (Object.keys(columns).length > 0) await tx.update(agreements).set(columns).where(eq(agreements.id, id));
    const { loaded: saved } = await saveAgreementVersion(tx, loaded.agreement, input.checksum, patch, actor.position.fullname);
    return agreementAnswer(tx, actor, saved, granted);
  });
}
