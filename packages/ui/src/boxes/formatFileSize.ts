/**
 * A file size for people (§3 attachments `value.size`, in bytes): "820 B", "14.2 kB", "3.1 MB"
 * in the interface language's number format. Decimal (1000-based) units, as file managers show.
 */
export function formatFileSize(bytes: number, language = 'en'): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}
