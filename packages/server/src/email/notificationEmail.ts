/**
 * The shape of the My settings notification emails (a counterparty signed, someone commented): a
 * greeting, what happened, an optional quote of the comment, the link, and why the email came
 * (with where to turn it off). Plain text and escaped HTML.
 */
import { escapeHtml } from './escapeHtml.js';
import type { OutgoingEmail } from './Mailer.js';

/** Builds one notification email; every text is already translated, `link` starts at PUBLIC_ORIGIN. */
export function notificationEmail(input: { to: string; subject: string; greeting: string; intro: string; quote?: string; link: string; outro: string }): OutgoingEmail {
  const quote = input.quote ? [`> ${input.quote.replace(/\n/g, '\n> ')}`, ''] : [];
  const text = [input.greeting, '', input.intro, '', ...quote, input.link, '', input.outro, ''].join('\n');
  const html = [
    `<p>${escapeHtml(input.greeting)}</p>`,
    `<p>${escapeHtml(input.intro)}</p>`,
    ...(input.quote ? [`<blockquote>${escapeHtml(input.quote).replace(/\n/g, '<br>')}</blockquote>`] : []),
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
    `<p>${escapeHtml(input.outro)}</p>`,
  ].join('\n');
  return { to: input.to, subject: input.subject, text, html };
}
