import { explicitLanguage } from './pickLanguage.js';

/** The agreement (or template) and guest token an embed URL names. */
export interface EmbedRoute {
  /** `document`: a guest link; `template`: a template's direct signing link (issue #6). */
  kind: 'document' | 'template';
  /** The agreement id, or the template's agreement id (positive integer). */
  agreementId: number;
  /** The guest token (§4 guest link), a signing link's token, or `preview`; never logged. */
  guestToken: string;
  /** Inline comments and suggestions enabled by the integrator (loader option `comments`, `?comments=1`); the chat entry shows regardless. */
  inlineComments: boolean;
  /** The integrator chose the language (`?language=`): the agreement's language does not replace it. */
  languageChosen: boolean;
}

const pattern = /^\/embed\/documents\/(templates\/)?(\d+)\/at\/([A-Za-z0-9_-]+)\/?$/;

/**
 * Reads `/embed/documents/:id/at/:guestToken` or `/embed/documents/templates/:id/at/:guestToken`
 * (spec §2 guest document routes) from a pathname. Returns null for any other path, a zero or
 * oversized id, or a token with characters a guest token never has. `search` (the query string)
 * carries `comments=1` when the integrator enabled inline comments.
 */
export function parseEmbedPath(pathname: string, search = ''): EmbedRoute | null {
  const match = pattern.exec(pathname);
  if (!match) return null;
  const agreementId = Number(match[2]);
  if (!Number.isSafeInteger(agreementId) || agreementId <= 0 || agreementId > 2_147_483_647) return null;
  const inlineComments = new URLSearchParams(search).get('comments') === '1';
  return { kind: match[1] ? 'template' : 'document', agreementId, guestToken: match[3]!, inlineComments, languageChosen: explicitLanguage(search) !== null };
}
