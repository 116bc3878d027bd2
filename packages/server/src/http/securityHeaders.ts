/**
 * The browser security headers of every response, set in one onRequest hook.
 *
 * - Every response: `X-Content-Type-Options: nosniff`; in production also
 *   `Strict-Transport-Security` (browsers ignore it over plain HTTP, and local development runs
 *   over plain HTTP, so it is sent in production only).
 * - Pages (everything outside /api, /embed and, outside production, /examples — partner pages
 *   with inline scripts, standing in for another site): the strict
 *   Content-Security-Policy below with `frame-ancestors 'self'`, `X-Frame-Options: SAMEORIGIN`
 *   for browsers without CSP level 2, and `Referrer-Policy: strict-origin-when-cross-origin`
 *   (`no-referrer` on the guest pages, whose URL holds the guest token). So no other site can
 *   frame the app or a guest link `/documents/{id}/at/{token}` and get it signed there; being
 *   framed by a partner is what the /embed pages are for, under the account's allowlist.
 * - The API reference /api/docs (@fastify/swagger-ui, http/openApi.ts) is a page like the app's
 *   and gets the same headers and CSP: its scripts and styles are files of the npm package served
 *   from our origin, its only inline styles are style attributes ('unsafe-inline' above), its logo
 *   a data: image, and it fetches /api/docs/json from our origin. The rest of /api is JSON and
 *   gets none of the page headers.
 * - /embed pages set their own CSP: the same directives with the account's frame-ancestors
 *   (embed/embedPageRoutes.ts), and no X-Frame-Options, which would forbid every partner.
 *
 * The CSP is the same outside production, so the end-to-end tests run the app under it. No
 * page has an inline script (Vite and rollup emit module files; the embed shell's policy JSON is
 * a non-executed `application/json` block), so script-src is just 'self'. Styles allow
 * 'unsafe-inline': React, the editor and the captcha widget set style attributes and elements,
 * which cannot run script. pdf.js and the captcha run web workers, from our origin or a blob:.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiDocsPrefix } from './openApi.js';

const pageDirectives = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
];

/** `Strict-Transport-Security` in production: one year. */
export const strictTransportSecurity = 'max-age=31536000';

/**
 * The Content-Security-Policy of our HTML pages with `frameAncestors` as its last directive,
 * e.g. `"frame-ancestors 'self'"` for the app or framePolicy.ts's allowlist for an embed page.
 */
export function contentSecurityPolicy(frameAncestors: string): string {
  return [...pageDirectives, frameAncestors].join('; ');
}

/** The CSP of the app's pages: only our own origin may frame them. */
export const appContentSecurityPolicy = contentSecurityPolicy("frame-ancestors 'self'");

const guestPage = /^\/documents\/[^/]+\/at\//;
const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The onRequest hook setting the headers described above; `production` adds HSTS. */
export function securityHeaders(production: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (production) reply.header('Strict-Transport-Security', strictTransportSecurity);
    const path = request.url.split('?')[0]!;
    const page = isUnder(path, apiDocsPrefix) || !isUnder(path, '/api');
    if (!page || isUnder(path, '/embed') || (!production && isUnder(path, '/examples'))) return;
    reply
      .header('Content-Security-Policy', appContentSecurityPolicy)
      .header('X-Frame-Options', 'SAMEORIGIN')
      .header('Referrer-Policy', guestPage.test(path) ? 'no-referrer' : 'strict-origin-when-cross-origin');
  };
}
