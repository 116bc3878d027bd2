/** A day as the recipient reads it in emails and the export's index (e.g. "5 December 2026"), in UTC. */

/** `date` in `language` (a stored language such as a position's; unknown falls back to English), long form, UTC. */
export function formatDay(date: Date, language: string | null | undefined): string {
  try {
    return new Intl.DateTimeFormat(language || 'en', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
}
