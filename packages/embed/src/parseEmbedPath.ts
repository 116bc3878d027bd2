/** The agreement (or template) and guest token an embed URL names. */
export interface EmbedRoute {
  /** `document`: a guest link; `template`: a template's direct signing link (issue #6). */
  kind: 'document' | 'template';
  /** The agreement id, or the template's agreement id (positive integer). */
  agreementId: number;
  /** The guest token (§4 guest link), a signing link's token, or `preview`; never logged. */
  guestToken: string;
}

const pattern = /^\/embed\/documents\/(templates\/)?(\d+)\/at\/([A-Za-z0-9_-]+)\/?$/;

/**
 * Reads `/embed/documents/:id/at/:guestToken` or `/embed/documents/templates/:id/at/:guestToken`
 * (spec §2 guest document routes) from a pathname. Returns null for any other path, a zero or
 * oversized id, or a token with characters a guest token never has.
 */
export function parseEmbedPath(pathname: string): EmbedRoute | null {
  const match = pattern.exec(pathname);
  if (!match) return null;
  const agreementId = Number(match[2]);
  if (!Number.isSafeInteger(agreementId) || agreementId <= 0 || agreementId > 2_147_483_647) return null;
  return { kind: match[1] ? 'template' : 'document', agreementId, guestToken: match[3]! };
}
