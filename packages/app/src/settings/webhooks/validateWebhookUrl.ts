/**
 * The add/edit dialog's check of a webhook URL, before anything is sent (§5: required, http or
 * https — https only where the server is in production — at most 1000 characters). Returns the
 * i18n key (namespace `webhooks`) of the first problem and its values, or null. The server
 * checks again (and refuses private addresses in production).
 */
import { webhookUrlMax } from '@inkflow/core';

/** A problem with the URL: an i18n key of the `webhooks` namespace and its values. */
export type UrlProblem = { key: 'form.urlRequired' | 'form.urlInvalid' | 'form.urlHttps' | 'form.urlTooLong'; values?: { count: number } } | null;

/** Checks `value` (trimmed); `httpsOnly` as the list's `https_only`. */
export function validateWebhookUrl(value: string, httpsOnly: boolean): UrlProblem {
  const url = value.trim();
  if (url === '') return { key: 'form.urlRequired' };
  if (url.length > webhookUrlMax) return { key: 'form.urlTooLong', values: { count: webhookUrlMax } };
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    return { key: 'form.urlInvalid' };
  }
  if (protocol !== 'https:' && protocol !== 'http:') return { key: 'form.urlInvalid' };
  if (httpsOnly && protocol !== 'https:') return { key: 'form.urlHttps' };
  return null;
}
