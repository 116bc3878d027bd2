/**
 * Support contacts from configuration (`SUPPORT_EMAIL`, `SUPPORT_PHONE` on the server), which the
 * server writes into every HTML page it serves as `<meta name="inkflow-support-email">` and
 * `<meta name="inkflow-support-phone">`, so "Get help" and "Contact support" (§2 Error screens,
 * §8) never need a build per customer. Empty string when not configured or outside a browser.
 */
function meta(name: string): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';
}

/** The configured support e-mail address, e.g. `support@inkflow.example`, or ''. */
export function supportEmail(): string {
  return meta('inkflow-support-email');
}

/** The configured support phone number, e.g. `+46 8 123 456`, or ''. */
export function supportPhone(): string {
  return meta('inkflow-support-phone');
}
