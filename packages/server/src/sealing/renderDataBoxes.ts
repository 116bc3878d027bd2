/**
 * Renderers of the data box types (§3 Box): 13 product table, 12 form input, 2 duration and
 * 4 attachments. Labels come from `sign:seal.*` with English defaults, so a language without
 * the key still prints a readable label.
 */
import { dataFieldsByKey, neutralizeBidi } from '@inkflow/core';
import type { BoxRenderer } from './BoxRenderer.js';

const small = { size: 10 } as const;
const label = { size: 10, bold: true } as const;

/** A cell or value as text: strings as they are, numbers and booleans printed, nothing as "-". */
function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A period `{ amount, unit }` as "3 months"; "-" when absent. */
function period(value: unknown): string {
  const p = value as { amount?: unknown; unit?: unknown } | null | undefined;
  return p && typeof p.amount === 'number' && typeof p.unit === 'string' ? `${p.amount} ${p.unit}` : '-';
}

/** A byte count for people: 512 B, 12.3 KB, 4.5 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Product table renderer (type 13): one block per row with its free cells by column label,
 * quantity, price, discount, tax and the server-computed row sums of `box.store`, then the
 * table sums (total, discounted, tax, incl. tax). Sums are never recomputed here: the stored
 * ones are what the parties saw and signed.
 */
export const renderProductTable: BoxRenderer = ({ cursor, t }, box) => {
  const columns = (Array.isArray(box.config.columns) ? box.config.columns : []) as { key: string; label: string }[];
  const rows = (Array.isArray(box.content.rows) ? box.content.rows : []) as { cells?: Record<string, string>; quantity?: unknown; price?: unknown; discount?: unknown; tax?: unknown }[];
  const store = (box as { store?: { rows?: { total?: string; incl_tax?: string }[]; sums?: Record<string, string> } }).store ?? {};
  cursor.space(4);
  cursor.text(t('sign:seal.products', { defaultValue: 'Products' }), { size: 14, bold: true, spaceAfter: 4 });
  rows.forEach((row, i) => {
    const cells = row.cells ?? {};
    const named = columns.filter((c) => cells[c.key] !== undefined && cells[c.key] !== '');
    const title = named.length > 0 ? named.map((c) => cells[c.key]).join(' - ') : `#${i + 1}`;
    cursor.rule();
    cursor.text(title, label);
    for (const c of named.slice(1)) cursor.text(`${c.label}: ${cells[c.key]}`, { ...small, indent: 12 });
    const sums = store.rows?.[i];
    cursor.text(
      `${t('sign:seal.quantity', { defaultValue: 'Quantity' })}: ${show(row.quantity)}   ${t('sign:seal.price', { defaultValue: 'Price' })}: ${show(row.price)}   ${t('sign:seal.discount', { defaultValue: 'Discount' })}: ${show(row.discount ?? '0')}%   ${t('sign:seal.tax', { defaultValue: 'Tax' })}: ${show(row.tax ?? '0')}%`,
      { ...small, indent: 12 },
    );
    if (sums) cursor.text(`${t('sign:seal.rowTotal', { defaultValue: 'Row total' })}: ${show(sums.total)}   ${t('sign:seal.inclTax', { defaultValue: 'Incl. tax' })}: ${show(sums.incl_tax)}`, { ...small, indent: 12 });
  });
  const sums = store.sums;
  if (sums) {
    cursor.rule();
    cursor.text(`${t('sign:seal.total', { defaultValue: 'Total' })}: ${show(sums.total)}`, label);
    cursor.text(`${t('sign:seal.discounted', { defaultValue: 'After discount' })}: ${show(sums.discounted)}`, small);
    cursor.text(`${t('sign:seal.taxAmount', { defaultValue: 'Tax amount' })}: ${show(sums.tax_1_amount)}`, small);
    cursor.text(`${t('sign:seal.totalInclTax', { defaultValue: 'Total incl. tax' })}: ${show(sums.incl_tax)}`, label);
  }
  cursor.space(6);
};

/**
 * Form input renderer (type 12): each input's label (the data field's name, else its key when
 * the input has none) and the value of the bound data field in `agreement.data`; a checkbox
 * prints yes/no.
 */
export const renderFormInput: BoxRenderer = ({ cursor, t, loaded }, box) => {
  const inputs = (Array.isArray(box.content.inputs) ? box.content.inputs : []) as { data_field_key: string; type?: string; label?: string }[];
  const fields = dataFieldsByKey(Array.isArray(loaded.agreement.data) ? (loaded.agreement.data as unknown[]) : []);
  for (const input of inputs) {
    const field = fields.get(input.data_field_key);
    const name = input.label || field?.name || input.data_field_key;
    const value =
      input.type === 'checkbox'
        ? field?.value === true || field?.value === 1 || field?.value === '1'
          ? t('sign:seal.yes', { defaultValue: 'Yes' })
          : t('sign:seal.no', { defaultValue: 'No' })
        : show(field?.value);
    cursor.text(`${name}: ${value}`, { ...small, spaceAfter: 2 });
  }
  cursor.space(6);
};

/** Duration renderer (type 2): start, end, duration, notice period and initial duration. */
export const renderDuration: BoxRenderer = ({ cursor, t }, box) => {
  const c = box.content;
  cursor.space(4);
  cursor.text(t('sign:seal.duration', { defaultValue: 'Duration' }), { size: 14, bold: true, spaceAfter: 4 });
  cursor.text(`${t('sign:seal.startDate', { defaultValue: 'Start date' })}: ${show(c.start_date)}`, small);
  cursor.text(`${t('sign:seal.endDate', { defaultValue: 'End date' })}: ${show(c.end_date)}`, small);
  cursor.text(`${t('sign:seal.durationPeriod', { defaultValue: 'Duration' })}: ${period(c.duration)}`, small);
  cursor.text(`${t('sign:seal.noticePeriod', { defaultValue: 'Notice period' })}: ${period(c.notice_period)}`, small);
  cursor.text(`${t('sign:seal.initialDuration', { defaultValue: 'Initial duration' })}: ${period(c.initial_duration)}`, small);
  cursor.space(6);
};

/**
 * Attachments renderer (type 4): each file's name, then the stored file's real size (people's
 * unit and exact bytes) and SHA-256 from `context.attachments`; the files themselves are not
 * embedded. The size typed into the box is ignored (see loadAttachmentFacts); a file that could
 * not be read from storage is printed as not available.
 */
export const renderAttachments: BoxRenderer = ({ cursor, t, attachments }, box) => {
  const items = (Array.isArray(box.content.data) ? box.content.data : []) as { value?: { name?: string; asset_id?: number } }[];
  cursor.space(4);
  cursor.text(t('sign:seal.attachments', { defaultValue: 'Attachments' }), { size: 14, bold: true, spaceAfter: 4 });
  for (const item of items) {
    const v = item.value ?? {};
    const facts = typeof v.asset_id === 'number' ? attachments?.get(v.asset_id) : undefined;
    // File names without bidi controls: "fdp.exe" must not show as "exe.pdf".
    const name = neutralizeBidi(v.name ?? '') || `#${show(v.asset_id)}`;
    if (!facts) {
      cursor.text(`${name} (${t('sign:seal.attachmentMissing', { defaultValue: 'file not available' })})`, { ...small, spaceAfter: 2 });
      continue;
    }
    cursor.text(`${name} (${formatBytes(facts.byteSize)}, ${t('sign:seal.bytes', { defaultValue: '{{count}} bytes', count: facts.byteSize })})`, small);
    cursor.text(`SHA-256: ${facts.sha256}`, { size: 8, color: [0.15, 0.15, 0.15], indent: 12, spaceAfter: 2 });
  }
  cursor.space(6);
};
