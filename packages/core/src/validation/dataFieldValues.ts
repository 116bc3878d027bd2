/**
 * Reading data field values (spec §3 Data field) and when they count as empty (§5 required
 * fields). Kept free of zod so read-only viewers (the embed's size budget) can use it; saves
 * check the shapes with boxSchemas' dataFieldSchema.
 */

/** A data field's value as read for display and rules (§3: key, name, value, type, required, externalKey). */
export interface DataFieldValue {
  key: string;
  name?: string;
  value?: unknown;
  type?: string;
  required?: boolean;
  externalKey?: string | null;
}

/** The data fields of an agreement's `data` by key (items with key data_field and a string value.key); other items are skipped. */
export function dataFieldValues(data: readonly unknown[]): Map<string, DataFieldValue> {
  const map = new Map<string, DataFieldValue>();
  for (const item of data) {
    const value = (item as { key?: unknown; value?: { key?: unknown } } | null)?.value;
    if ((item as { key?: unknown }).key === 'data_field' && typeof value?.key === 'string') map.set(value.key, value as DataFieldValue);
  }
  return map;
}

/** §3: a checkbox counts as unchecked when 0, empty string, false or empty (null, absent). */
export function isCheckboxUnchecked(value: unknown): boolean {
  return value === 0 || value === '' || value === false || value === null || value === undefined || value === '0';
}

/** Whether a data field value is empty: blank text, null, absent; for a checkbox, the §3 rule. */
export function isDataFieldEmpty(field: { value?: unknown; type?: string | undefined }): boolean {
  if (field.type === 'checkbox') return isCheckboxUnchecked(field.value);
  return field.value === null || field.value === undefined || (typeof field.value === 'string' && field.value.trim() === '');
}
