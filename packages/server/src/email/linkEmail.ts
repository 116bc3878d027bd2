/**
 * The shape every account email shares: a greeting line, what the link does, the link, and
 * a closing line; plain text and escaped HTML.
 */
import { escapeHtml } from './escapeHtml.js';
import type { OutgoingEmail } from './Mailer.js';

/** Builds an email whose point is one link. */
export function linkEmail(input: { to: string; subject: string; intro: string; link: string; outro: string }): OutgoingEmail {
  const text = [input.intro, '', input.link, '', input.outro, ''].join('\n');
  const html = [
    `<p>${escapeHtml(input.intro)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
    `<p>${escapeHtml(input.outro)}</p>`,
  ].join('\n');
  return { to: input.to, subject: input.subject, text, html };
}
