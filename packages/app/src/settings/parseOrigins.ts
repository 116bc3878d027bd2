import { isExactOrigin } from '@inkflow/core/protocol';

/** The origins of the settings text area, one a line: the valid ones and the lines that are not. */
export interface ParsedOrigins {
  origins: string[];
  invalid: string[];
}

/**
 * Reads one origin a line (blank lines skipped, duplicates dropped). A line that is not an exact
 * origin (core's isExactOrigin, the server's rule) goes to `invalid` as typed, so the page can
 * name it; a trailing slash is the one slip forgiven, since browsers add it when copying.
 */
export function parseOrigins(text: string): ParsedOrigins {
  const origins: string[] = [];
  const invalid: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const candidate = line.replace(/\/$/, '');
    if (isExactOrigin(candidate)) {
      if (!origins.includes(candidate)) origins.push(candidate);
    } else invalid.push(line);
  }
  return { origins, invalid };
}
