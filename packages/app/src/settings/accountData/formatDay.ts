/** Dates of the account data page in the interface language. */

/** A day, e.g. "5 December 2026" (`language` a BCP 47 tag; an unknown one reads as English). */
export function formatDay(iso: string, language: string): string {
  return format(language, { dateStyle: 'long' }).format(new Date(iso));
}

/** A day and time, e.g. "5 Dec 2026, 03:15". */
export function formatDayTime(iso: string, language: string): string {
  return format(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

function format(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(language, options);
  } catch {
    return new Intl.DateTimeFormat('en', options);
  }
}
