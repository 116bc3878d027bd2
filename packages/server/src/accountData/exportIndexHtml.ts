/**
 * index.html of an account export: the agreements of index.json as a page to open in any browser
 * straight from the unpacked zip (relative links to each agreement.json, sealed PDF and file), in
 * the exporting admin's language. Self-contained: no script, no external resource.
 */
import { escapeHtml } from '../email/escapeHtml.js';
import type { Translate } from '../i18n/serverTexts.js';
import type { ExportIndexEntry, ExportedFile } from './writeAccountExport.js';

/** The page's HTML. Dates are shown in `language` (UTC). */
export function exportIndexHtml(input: { accountName: string; created: Date; agreements: ExportIndexEntry[]; accountFiles: ExportedFile[]; language: string; t: Translate }): string {
  const { t } = input;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(input.language, { dateStyle: 'medium', timeZone: 'UTC' });
  } catch {
    format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
  }
  const date = (iso: string) => escapeHtml(format.format(new Date(iso)));
  const link = (path: string, label: string) => `<a href="${escapeHtml(encodeURI(path))}">${escapeHtml(label)}</a>`;
  const title = t('accountExport.index.title', { company: input.accountName });
  const rows = input.agreements
    .map((a) => {
      const files = a.files.map((path) => link(path, path.slice(path.lastIndexOf('/') + 1))).join('<br>');
      const state = escapeHtml(a.state_name) + (a.trashed_at ? ` <small>(${escapeHtml(t('accountExport.index.trashed'))})</small>` : '');
      return [
        '<tr>',
        `<td>${link(a.json, a.name || `#${a.id}`)}</td>`,
        `<td>${state}</td>`,
        `<td>${escapeHtml(a.workspace)}</td>`,
        `<td>${date(a.created)}</td>`,
        `<td>${date(a.updated)}</td>`,
        `<td>${a.sealed_pdf ? link(a.sealed_pdf, t('accountExport.index.signedPdf')) : ''}</td>`,
        `<td>${files}</td>`,
        '</tr>',
      ].join('');
    })
    .join('\n');
  const looseFiles = input.accountFiles.length
    ? `<h2>${escapeHtml(t('accountExport.index.accountFiles'))}</h2>\n<ul>${input.accountFiles.map((f) => `<li>${link(f.path, f.name)}</li>`).join('')}</ul>`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(input.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; color: #1d2330; margin: 2rem auto; max-width: 72rem; padding: 0 1rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: .5rem .75rem; border-bottom: 1px solid #dde1e8; overflow-wrap: anywhere; }
th { background: #f4f6f9; font-weight: 600; }
p { color: #5b6474; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t('accountExport.index.summary', { date: format.format(input.created), count: input.agreements.length }))}</p>
<table>
<thead><tr><th>${escapeHtml(t('accountExport.index.name'))}</th><th>${escapeHtml(t('accountExport.index.state'))}</th><th>${escapeHtml(t('accountExport.index.workspace'))}</th><th>${escapeHtml(t('accountExport.index.created'))}</th><th>${escapeHtml(t('accountExport.index.updated'))}</th><th>${escapeHtml(t('accountExport.index.sealed'))}</th><th>${escapeHtml(t('accountExport.index.files'))}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
${looseFiles}
</body>
</html>
`;
}
