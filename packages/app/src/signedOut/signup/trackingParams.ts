/** The tracking parameters sent with sign-up (spec §3 Sign-up request, §9). */
export const trackingKeys = ['gclid', 'utm_campaign', 'utm_content', 'utm_medium', 'utm_source', 'utm_term'] as const;

/** Picks gclid and utm_* from a query string; empty values are dropped. */
export function trackingParams(search: string): Partial<Record<(typeof trackingKeys)[number], string>> {
  const params = new URLSearchParams(search);
  const picked: Partial<Record<(typeof trackingKeys)[number], string>> = {};
  for (const key of trackingKeys) {
    const value = params.get(key)?.trim();
    if (value) picked[key] = value;
  }
  return picked;
}
