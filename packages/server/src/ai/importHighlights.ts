/**
 * GET /ext/ai_import/agreements/{id}/highlight (§7, §3 Agreement `aiImportData`, §4 "Opening a
 * contract … fetches AI import data for AI imports"): where each data field with a value sits in
 * the agreement's text sections, so the page can highlight what an import filled in. Offsets are
 * those of core textBoxPlainText (the same positions comments anchor to): `text` for each
 * occurrence of the value written out (case-insensitive), `placeholder` (start = end) for each
 * data-field placeholder. Hidden sections are left out. The route lets the call through only
 * with the account feature aiImport (accounts/requireFeature.ts, 6001).
 */
import { BoxType, dataFieldPlacements, dataFieldValues, isBoxHidden, isDataFieldEmpty, orderedBoxes, textBoxPlainText, type ImportHighlightWire, type ImportHighlightsWire } from '@inkflow/core';
import type { Db } from '../db/openDatabase.js';
import type { PositionActor } from '../http/actor.js';
import { agreementTarget } from '../permissions/AccessTarget.js';
import { loadAgreementTarget } from '../permissions/loadAgreementTarget.js';
import { Permission } from '../permissions/permissionNames.js';
import { requirePermission } from '../permissions/requirePermission.js';

type StoredBox = { id: number; type: number; content?: { nodes?: unknown }; config?: unknown };

/** Values shorter than this are not searched for in the text (a "1" or "a" would match everywhere). */
const minValueLength = 2;

/** The highlights of one agreement's `boxes` (in `boxOrder`) for its `data`. Pure. */
export function importHighlightsOf(boxes: readonly StoredBox[], boxOrder: readonly number[], data: readonly unknown[]): ImportHighlightWire[] {
  const fields = dataFieldValues(data);
  const highlights: ImportHighlightWire[] = [];
  for (const box of orderedBoxes(boxes, boxOrder)) {
    if (box.type !== BoxType.Text || !Array.isArray(box.content?.nodes) || isBoxHidden(box, data)) continue;
    const nodes = box.content.nodes as unknown[];
    const text = textBoxPlainText(nodes).toLowerCase();
    for (const [key, field] of fields) {
      if (isDataFieldEmpty(field) || field.type === 'checkbox') continue;
      const value = String(field.value).trim().toLowerCase();
      if (value.length < minValueLength) continue;
      for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + value.length)) {
        highlights.push({ data_field_key: key, name: field.name ?? key, box_id: box.id, start: at, end: at + value.length, kind: 'text' });
      }
    }
    for (const { key, offset } of dataFieldPlacements(nodes)) {
      const field = fields.get(key);
      if (field && !isDataFieldEmpty(field)) highlights.push({ data_field_key: key, name: field.name ?? key, box_id: box.id, start: offset, end: offset, kind: 'placeholder' });
    }
  }
  return highlights;
}

/** Answers the highlights of agreement `agreementId`. Errors: 404 (no such agreement), 403 99 (no agreement:view). */
export async function importHighlights(db: Db, { position }: PositionActor, agreementId: number): Promise<ImportHighlightsWire> {
  const loaded = await loadAgreementTarget(db, agreementId);
  await requirePermission(db, position, agreementTarget(loaded), Permission.View);
  const { agreement } = loaded;
  return {
    agreement_id: agreementId,
    highlights: importHighlightsOf(
      Array.isArray(agreement.boxes) ? (agreement.boxes as StoredBox[]) : [],
      Array.isArray(agreement.boxOrder) ? (agreement.boxOrder as number[]) : [],
      Array.isArray(agreement.data) ? (agreement.data as unknown[]) : [],
    ),
  };
}
