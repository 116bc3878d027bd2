import type { Agreement } from '@inkflow/core';

/** One change found between two versions, as an i18n key of `app` (`docPage.stale.what.*`) and its values. */
export interface StaleChange {
  key: 'name' | 'added' | 'edited' | 'removed' | 'order' | 'data' | 'details';
  values?: Record<string, string | number>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What another person's save changed, comparing the version this page was editing (`base`) with
 * the newer one the server holds (`fresh`): the name, each section added or edited (numbered as
 * in `fresh`, 1-based), sections removed, the order, the data fields, and anything else of the
 * agreement (value, expiry, language…) as "details". Empty when nothing visible differs (e.g. only
 * participants changed, which the sidebar shows live). Used by StaleChangeDialog (§8 4002).
 */
export function staleChanges(base: Agreement, fresh: Agreement): StaleChange[] {
  const changes: StaleChange[] = [];
  if (base.name !== fresh.name) changes.push({ key: 'name', values: { name: fresh.name } });
  const before = new Map(base.boxes.map((box) => [box.id, box]));
  const freshIds = new Set(fresh.boxes.map((box) => box.id));
  const order = fresh.boxOrder.length > 0 ? fresh.boxOrder : fresh.boxes.map((box) => box.id);
  order.forEach((id, index) => {
    const box = fresh.boxes.find((b) => b.id === id);
    if (!box) return;
    const old = before.get(id);
    if (!old) changes.push({ key: 'added', values: { n: index + 1 } });
    else if (!same(old.content, box.content) || !same(old.config, box.config)) changes.push({ key: 'edited', values: { n: index + 1 } });
  });
  const removed = base.boxes.filter((box) => !freshIds.has(box.id)).length;
  if (removed > 0) changes.push({ key: 'removed', values: { count: removed } });
  const kept = (ids: number[]) => ids.filter((id) => freshIds.has(id) && before.has(id));
  const baseOrder = base.boxOrder.length > 0 ? base.boxOrder : base.boxes.map((box) => box.id);
  if (!same(kept(baseOrder), kept(order))) changes.push({ key: 'order' });
  if (!same(base.data, fresh.data)) changes.push({ key: 'data' });
  const details = (a: Agreement) => [a.config, a.subject, a.message, a.language, a.expireDate, a.templateGroup, a.counterpartDecline, a.agreementValue];
  if (!same(details(base), details(fresh))) changes.push({ key: 'details' });
  return changes;
}
