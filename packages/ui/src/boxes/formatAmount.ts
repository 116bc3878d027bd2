import { languageTag } from '@inkflow/core';

/**
 * A decimal string (§5 Number, e.g. `"1234.5"`, `"-0.25"`) as the reader's language writes it,
 * keeping its exact digits and number of decimals: `1 234,5` in Swedish, `1.234,5` in German,
 * `1,234.5` in English. Intl.NumberFormat formats the string itself (no binary float on the way).
 * Anything that is not a plain decimal is returned unchanged.
 */
export function formatAmount(value: string, language: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  const decimals = value.split('.')[1]?.length ?? 0;
  const format = new Intl.NumberFormat(languageTag(language), { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return format.format(value as unknown as number);
}
