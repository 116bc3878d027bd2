/**
 * The support contacts of every HTML page the server serves (spec §2 Error screens, §8 "Please
 * contact support"): `SUPPORT_EMAIL` and `SUPPORT_PHONE` become
 * `<meta name="inkflow-support-email" content="…">` and `<meta name="inkflow-support-phone"
 * content="…">` in the page's head, where `supportEmail()` / `supportPhone()` of `@inkflow/ui`
 * read them for "Get help" and "Contact support" in the app and the embed alike. One onSend hook
 * covers the app's index.html (spaFallback; appStatic never serves that file itself), the embed
 * pages and any other HTML page, so a new page cannot forget them.
 */
import type { FastifyInstance } from 'fastify';

/** The configured support contacts; an unset or blank value writes no tag. */
export interface SupportContacts {
  /** e.g. `support@inkflow.example` (SUPPORT_EMAIL). */
  email?: string | undefined;
  /** e.g. `+46 8 123 456` (SUPPORT_PHONE). */
  phone?: string | undefined;
}

/** `value` safe inside a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The meta tags for `contacts` (escaped), '' when neither is configured. */
export function supportMetaTags(contacts: SupportContacts): string {
  const tag = (name: string, value: string | undefined) =>
    value?.trim() ? `<meta name="inkflow-support-${name}" content="${escapeAttribute(value.trim())}">` : '';
  return tag('email', contacts.email) + tag('phone', contacts.phone);
}

/**
 * `html` with the support meta tags: before `</head>`, else after the doctype, else first. A
 * page's own `inkflow-support-*` tags are dropped first, so configuration always wins.
 */
export function withSupportMeta(html: string, contacts: SupportContacts): string {
  const tags = supportMetaTags(contacts);
  if (!tags) return html;
  const page = html.replace(/<meta\s+name="inkflow-support-(?:email|phone)"[^>]*>/gi, '');
  const headEnd = page.search(/<\/head>/i);
  if (headEnd >= 0) return page.slice(0, headEnd) + tags + page.slice(headEnd);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(page);
  if (doctype) return doctype[0] + tags + page.slice(doctype[0].length);
  return tags + page;
}

/** Adds the onSend hook writing the tags into every `text/html` string reply of `app`. */
export function supportMetaHook(app: FastifyInstance, contacts: SupportContacts): void {
  if (!supportMetaTags(contacts)) return;
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof payload !== 'string' || typeof type !== 'string' || !type.startsWith('text/html')) return payload;
    return withSupportMeta(payload, contacts);
  });
}
