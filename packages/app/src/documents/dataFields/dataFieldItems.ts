import { formInputTypes } from '@inkflow/core';

/** The data field types an author can choose (§3 Data field `type`). */
export const dataFieldTypes = [...formInputTypes, 'select'] as const;
export type DataFieldType = (typeof dataFieldTypes)[number];

/** The `value` of a §3 data field item as the editor keeps it. */
export interface DataFieldEntry {
  key: string;
  name?: string;
  value?: string | number | boolean | null;
  type?: DataFieldType;
  required?: boolean;
  externalKey?: string | null;
}

/** A §3 data field item of the agreement's `data`: `{ key: 'data_field', value }`. */
export interface DataFieldItem {
  key: 'data_field';
  value: DataFieldEntry;
}

/** Whether an item of `data` is a data field (other keyed items are kept untouched). */
export function isDataFieldItem(item: unknown): item is DataFieldItem {
  const value = (item as { value?: { key?: unknown } } | null)?.value;
  return (item as { key?: unknown } | null)?.key === 'data_field' && typeof value?.key === 'string';
}

/** The data field entries of `data`, in order. */
export function dataFieldEntries(data: readonly unknown[]): DataFieldEntry[] {
  return data.filter(isDataFieldItem).map((item) => item.value);
}

/**
 * A data field key made from `label` ("Tenant phone" → "tenant_phone"): lower-case letters,
 * digits and underscores, at most 90 characters, `field` when nothing is left; `_2`, `_3`… is
 * added while the key is in `taken`.
 */
export function dataFieldKeyFrom(label: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const base =
    label
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 90) || 'field';
  let key = base;
  for (let n = 2; used.has(key); n += 1) key = `${base}_${n}`;
  return key;
}

/** The value a new field of `type` starts with: unchecked for a checkbox, else empty text. */
export function emptyValueOf(type: DataFieldType): string | boolean {
  return type === 'checkbox' ? false : '';
}

/** `data` with the data field `key` replaced by `update(entry)` (other items untouched). */
export function updateDataField(data: readonly unknown[], key: string, update: (entry: DataFieldEntry) => DataFieldEntry): unknown[] {
  return data.map((item) => (isDataFieldItem(item) && item.value.key === key ? { key: 'data_field', value: update(item.value) } : item));
}
