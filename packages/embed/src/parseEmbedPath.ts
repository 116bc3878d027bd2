/** The agreement and guest token an embed URL names. */
export interface EmbedRoute {
  /** The agreement id (positive integer). */
  agreementId: number;
  /** The guest token (§4 guest link), sent as `X-Flow-Access-Token`; never logged. */
  guestToken: string;
}

const pattern = /^\/embed\/documents\/(\d+)\/at\/([A-Za-z0-9_-]+)\/?$/;

/**
 * Reads `/embed/documents/:id/at/:guestToken` (foundation contract, "URLs") from a pathname.
 * Returns null for any other path, a zero or oversized id, or a token with characters a guest
 * token never has. The template variant (issue #6) will add its own pattern here.
 */
export function parseEmbedPath(pathname: string): EmbedRoute | null {
  const match = pattern.exec(pathname);
  if (!match) return null;
  const agreementId = Number(match[1]);
  if (!Number.isSafeInteger(agreementId) || agreementId <= 0) return null;
  return { agreementId, guestToken: match[2]! };
}
