/**
 * The one frame of every email Inkflow sends (invitations, reminders, mentions, security codes,
 * account emails): the sending account's brand around the message its builder wrote. queueEmail
 * applies it, so no email kind can leave without it and no builder repeats it.
 *
 * The HTML is what mail clients render reliably: a centred 600 px table, inline styles, no
 * stylesheet, no script, no remote resource but the logo. Brand colours (core brandPalette): the
 * brand colour itself for the top rule (decoration), its AA-safe shade for links and action
 * buttons (white text on it meets 4.5:1; the same shade meets 4.5:1 as link text on white). The
 * header shows the logo, else the company name; the footer says who sent it through which
 * product. An email with no account behind it (sign-up) carries the product's own look.
 */
import { brandPalette, isBrandColor } from '@inkflow/core';
import { serverProductName, type Translate } from '../i18n/serverTexts.js';
import { escapeHtml } from './escapeHtml.js';
import type { OutgoingEmail } from './Mailer.js';

/** The sending account's brand as emails show it; productBrand for emails no account sends. */
export interface EmailBrand {
  /** The company name (header without a logo, footer); null for the product's own emails. */
  companyName: string | null;
  /** The logo's absolute URL (`{origin}/api/accounts/{id}/logo/{file}`); null without one. */
  logoUrl: string | null;
  /** `#rrggbb`; null for the product's colour. */
  color: string | null;
}

/** The brand of an email no account sends (sign-up): the product's name and colour. */
export const productBrand: EmailBrand = { companyName: null, logoUrl: null, color: null };

/** The product's own colour (ui tokens.css --ink-color-primary). */
const productColor = '#2450d6';

/** What queueEmail needs to lay an email out: the sender's brand and the recipient's texts. */
export interface EmailLayoutInput {
  brand: EmailBrand;
  t: Translate;
}

/**
 * Marks the main action of a builder's HTML: `<a data-email-action href=…>`. The layout turns it
 * into a button in the brand's colours.
 */
export function emailActionLink(href: string, label: string): string {
  return `<a data-email-action href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
}

const fontStack = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * `email` inside the brand's frame: the HTML body wrapped (links in the brand's AA-safe shade,
 * the action link a button), the text body followed by the footer line. Subject, recipient and
 * attachments stay as they are.
 */
export function emailLayout(email: OutgoingEmail, { brand, t }: EmailLayoutInput): OutgoingEmail {
  const palette = brandPalette(brand.color && isBrandColor(brand.color) ? brand.color : productColor);
  const company = brand.companyName?.trim() || null;
  const footer = company ? t('layout.sentBy', { company }) : t('layout.sentByProduct');
  const linkStyle = `color:${palette.primary};font-weight:600;text-decoration:underline;word-break:break-all`;
  const buttonStyle =
    `display:inline-block;padding:12px 24px;border-radius:6px;background:${palette.primary};color:${palette.primaryText};` +
    'font-weight:600;text-decoration:none;word-break:normal';
  const body = email.html
    .replace(/<a data-email-action href=/g, `<a style="${buttonStyle}" href=`)
    .replace(/<a href=/g, `<a style="${linkStyle}" href=`)
    .replace(/<p>/g, '<p style="margin:0 0 16px">');
  const header = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(company ?? '')}" height="40" style="display:block;height:40px;max-width:240px;width:auto;border:0">`
    : `<span style="font-size:20px;font-weight:700;color:${palette.primary}">${escapeHtml(company ?? serverProductName())}</span>`;
  const language = t.language ?? 'en';
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(language)}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(email.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f5f7fa">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f5f7fa">',
    '<tr><td align="center" style="padding:24px 12px">',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-top:4px solid ${palette.brand};border-radius:8px;font-family:${fontStack};font-size:16px;line-height:1.5;color:#1d2433">`,
    `<tr><td style="padding:24px 32px 8px">${header}</td></tr>`,
    `<tr><td style="padding:16px 32px 16px">${body}</td></tr>`,
    '</table>',
    `<p style="margin:16px 0 0;font-family:${fontStack};font-size:12px;line-height:1.5;color:#5b6475">${escapeHtml(footer)}</p>`,
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ].join('\n');
  const text = `${email.text.replace(/\n*$/, '')}\n\n--\n${footer}\n`;
  return { ...email, text, html };
}
