/**
 * The boxes (sections) of an agreement and its data fields, as saved through PUT
 * /agreements/{id} (spec §3 Box and Data field, §5 Agreement rules, §9 limits).
 *
 * Two layers: the zod schemas check shapes (a failure is 400 BAD_REQUEST), and
 * `boxRuleViolation` checks the rules that carry their own §8 code (4013, 4409, 4405) once the
 * shapes are known to be right. `computeProductTable` gives the server-owned sums of a product
 * table with exact decimal arithmetic (decimal.ts), never binary floats.
 */
import { z } from 'zod';
import { ApiErrorCode } from '../errors.js';
import { addDecimal, formatDecimal, mulDecimal, parseDecimal, percentOf, type Decimal } from './decimal.js';
import { isRichTextEmpty, textBoxContentSchema } from './richTextSchema.js';
import { boxVisibilitySchema } from './visibilityRuleSchema.js';

/** §3 box types. */
export const BoxTypeCode = { Duration: 2, Pdf: 3, Attachments: 4, Text: 10, FormInput: 12, ProductTable: 13 } as const;

/** §9 and §5 limits of boxes and uploads. */
export const boxLimits = {
  /** Product tables of one agreement may total at most this (4405), in the agreement's currency. */
  productTotalMax: '1000000000000',
  /** §9: price column labels are cut to 20 characters, the product name label to 40. */
  priceLabelMax: 20,
  productNameLabelMax: 40,
  /** Columns and rows of one product table. */
  columnsMax: 20,
  rowsMax: 500,
  /** §5 Uploads: a PDF has at most 200 pages (4505). */
  pdfPagesMax: 200,
  /** §5 Uploads: files of all attachment boxes of an agreement, count and total bytes (4506). */
  attachmentsMax: 20,
  attachmentsTotalBytesMax: 50 * 1024 * 1024,
  /** One uploaded file, in bytes. */
  fileBytesMax: 25 * 1024 * 1024,
} as const;

const boxId = z.number().int().positive().optional();
// config.visibility.rule (§3) is checked here so a malformed rule is a 400, not a hidden section.
const boxConfig = z.looseObject({ visibility: boxVisibilitySchema.optional() }).optional().default({});
const decimalText = (field: string) =>
  z.union([z.string(), z.number()]).refine((v) => parseDecimal(v) !== undefined, { message: `${field} must be a decimal number` });
const percent = (field: string) =>
  decimalText(field).refine((v) => {
    const p = parseDecimal(v)!;
    return p >= 0n && p <= 100_000_000n;
  }, { message: `${field} must be between 0 and 100` });

// --- 10 text: Slate nodes (richTextSchema.ts) -------------------------------------------------

// --- 2 duration --------------------------------------------------------------------------------
/** A period such as a notice period: a whole amount of a calendar unit. */
export const periodSchema = z.object({
  amount: z.number().int().min(0).max(1000),
  unit: z.enum(['days', 'weeks', 'months', 'years']),
});
const isoDate = z.iso.date({ message: 'must be a date YYYY-MM-DD' });
const durationContentSchema = z.object({
  /** §3 "content agreement type may be 4": such a section counts as empty (§5). */
  agreement_type: z.number().int().min(0).max(10).optional(),
  start_date: isoDate.nullable().optional(),
  end_date: isoDate.nullable().optional(),
  duration: periodSchema.nullable().optional(),
  notice_period: periodSchema.nullable().optional(),
  initial_duration: periodSchema.nullable().optional(),
});

// --- 3 PDF -------------------------------------------------------------------------------------
/** An uploaded asset id (POST /assets/); null or absent: no file yet. */
const assetIdSchema = z.number().int().positive();
const pdfContentSchema = z.object({ asset_id: assetIdSchema.nullable().optional() });

// --- 4 attachments -----------------------------------------------------------------------------
/** §3: content.data items with key file; the value names the uploaded asset and its size in bytes. */
export const attachmentItemSchema = z.object({
  key: z.literal('file'),
  value: z.object({
    asset_id: assetIdSchema,
    name: z.string().max(255).optional(),
    size: z.number().int().min(0),
  }),
});
const attachmentsContentSchema = z.object({ data: z.array(attachmentItemSchema).max(boxLimits.attachmentsMax).optional().default([]) });

// --- 12 form input -----------------------------------------------------------------------------
/** The kinds of form input; a checkbox follows §3's emptiness rule. */
export const formInputTypes = ['text', 'number', 'date', 'email', 'checkbox'] as const;
const formInputSchema = z.object({
  /** The data field (§3, its `key`) the input writes to. */
  data_field_key: z.string().min(1).max(100),
  type: z.enum(formInputTypes),
  label: z.string().max(255).optional(),
  required: z.boolean().optional().default(false),
});
const formInputContentSchema = z.object({ inputs: z.array(formInputSchema).max(100) });

// --- 13 product table --------------------------------------------------------------------------
const productColumnSchema = z.object({
  key: z.string().min(1).max(50),
  label: z.string().max(255),
  uuid: z.string().min(1).max(64),
});
const productRowSchema = z.object({
  uuid: z.string().max(64).optional(),
  /** Free cells by column key (name, description…). */
  cells: z.record(z.string(), z.string().max(1000)).optional().default({}),
  quantity: decimalText('quantity').refine((v) => parseDecimal(v)! >= 0n, { message: 'quantity must not be negative' }),
  price: decimalText('price').refine((v) => parseDecimal(v)! >= 0n, { message: 'price must not be negative' }),
  /** Percent off the price. */
  discount: percent('discount').optional().default('0'),
  /** Tax rate in percent (tax 1). */
  tax: percent('tax').optional().default('0'),
});
const productTableContentSchema = z.object({ rows: z.array(productRowSchema).max(boxLimits.rowsMax) });
const productTableConfigSchema = z.looseObject({ columns: z.array(productColumnSchema).max(boxLimits.columnsMax), visibility: boxVisibilitySchema.optional() });

/** A box as saved through PUT /agreements/{id} (§3 Box), by `type`. Unknown keys of content are dropped. */
export const boxInputSchema = z.discriminatedUnion('type', [
  z.object({ id: boxId, type: z.literal(BoxTypeCode.Text), content: textBoxContentSchema, config: boxConfig }),
  z.object({ id: boxId, type: z.literal(BoxTypeCode.Duration), content: durationContentSchema, config: boxConfig }),
  z.object({ id: boxId, type: z.literal(BoxTypeCode.Pdf), content: pdfContentSchema, config: boxConfig }),
  z.object({ id: boxId, type: z.literal(BoxTypeCode.Attachments), content: attachmentsContentSchema, config: boxConfig }),
  z.object({ id: boxId, type: z.literal(BoxTypeCode.FormInput), content: formInputContentSchema, config: boxConfig }),
  z.object({ id: boxId, type: z.literal(BoxTypeCode.ProductTable), content: productTableContentSchema, config: productTableConfigSchema }),
]);
export type BoxInput = z.output<typeof boxInputSchema>;

/** §3 Data field: `{ key: 'data_field', value: { externalKey, key, name, value, type, required } }`. */
export const dataFieldSchema = z.object({
  key: z.literal('data_field'),
  value: z.object({
    externalKey: z.string().max(100).nullable().optional(),
    key: z.string().min(1).max(100),
    name: z.string().max(255).optional(),
    value: z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]).optional(),
    type: z.enum([...formInputTypes, 'select']).optional(),
    required: z.boolean().optional(),
  }),
});
export type DataField = z.output<typeof dataFieldSchema>;
/** An item of an agreement's `data`: a data field, or another keyed item kept as is. */
export const dataItemSchema = z.union([dataFieldSchema, z.object({ key: z.string().min(1).max(100).refine((k) => k !== 'data_field'), value: z.unknown() })]);

/** §3: a checkbox counts as unchecked when 0, empty string, false or empty (null, absent). */
export function isCheckboxUnchecked(value: unknown): boolean {
  return value === 0 || value === '' || value === false || value === null || value === undefined || value === '0';
}

/** Whether a data field value is empty: blank text, null, absent; for a checkbox, the §3 rule. */
export function isDataFieldEmpty(field: Pick<DataField['value'], 'value' | 'type'>): boolean {
  if (field.type === 'checkbox') return isCheckboxUnchecked(field.value);
  return field.value === null || field.value === undefined || (typeof field.value === 'string' && field.value.trim() === '');
}

/**
 * §5: whether a box counts as empty. A box with no data is empty, except duration and text
 * boxes; a text box is empty with no non-blank text and no data-field placeholder anywhere in
 * its nodes (richTextSchema.ts); a duration section of agreement type 4
 * is empty. A form input box is empty when a required input's data field is empty.
 */
export function isBoxEmpty(box: BoxInput, data: readonly unknown[] = []): boolean {
  switch (box.type) {
    case BoxTypeCode.Text:
      return isRichTextEmpty(box.content.nodes);
    case BoxTypeCode.Duration:
      return box.content.agreement_type === 4;
    case BoxTypeCode.Pdf:
      return !box.content.asset_id;
    case BoxTypeCode.Attachments:
      return box.content.data.length === 0;
    case BoxTypeCode.ProductTable:
      return box.content.rows.length === 0;
    case BoxTypeCode.FormInput: {
      const fields = dataFieldsByKey(data);
      return box.content.inputs.length === 0 || box.content.inputs.some((i) => i.required && isDataFieldEmpty({ type: i.type, value: fields.get(i.data_field_key)?.value }));
    }
  }
}

/** The data fields of `data`, by key; other items are skipped. */
export function dataFieldsByKey(data: readonly unknown[]): Map<string, DataField['value']> {
  const map = new Map<string, DataField['value']>();
  for (const item of data) {
    const parsed = dataFieldSchema.safeParse(item);
    if (parsed.success) map.set(parsed.data.value.key, parsed.data.value);
  }
  return map;
}

/** Server-owned sums of a product table: decimal strings with 2 fraction digits. */
export interface ProductSums {
  total: string;
  discounted: string;
  incl_tax: string;
  tax_1_amount: string;
}
/** Per row: the sums plus the tax of one unit after discount. */
export interface ProductRowSums extends ProductSums {
  effective_unit_tax_1_amount: string;
}

/**
 * The sums of a product table (§3 store sums). Per row: total = quantity × price; discounted =
 * total − discount %; tax_1_amount = tax % of discounted; incl_tax = discounted + tax;
 * effective_unit_tax_1_amount = tax % of (price − discount %). Sums are of unrounded row values,
 * rounded once to 2 places. `grandInclTax` is exact, for the 4405 check.
 */
export function computeProductTable(rows: readonly { quantity: string | number; price: string | number; discount: string | number; tax: string | number }[]): {
  rows: ProductRowSums[];
  sums: ProductSums;
  grandInclTax: Decimal;
} {
  const sum = { total: 0n, discounted: 0n, incl_tax: 0n, tax_1_amount: 0n };
  const out = rows.map((row) => {
    const quantity = parseDecimal(row.quantity)!;
    const price = parseDecimal(row.price)!;
    const discount = parseDecimal(row.discount)!;
    const tax = parseDecimal(row.tax)!;
    const total = mulDecimal(quantity, price);
    const discounted = total - percentOf(total, discount);
    const taxAmount = percentOf(discounted, tax);
    const inclTax = addDecimal(discounted, taxAmount);
    const unitTax = percentOf(price - percentOf(price, discount), tax);
    sum.total += total;
    sum.discounted += discounted;
    sum.tax_1_amount += taxAmount;
    sum.incl_tax += inclTax;
    return {
      total: formatDecimal(total),
      discounted: formatDecimal(discounted),
      incl_tax: formatDecimal(inclTax),
      tax_1_amount: formatDecimal(taxAmount),
      effective_unit_tax_1_amount: formatDecimal(unitTax),
    };
  });
  return {
    rows: out,
    sums: { total: formatDecimal(sum.total), discounted: formatDecimal(sum.discounted), incl_tax: formatDecimal(sum.incl_tax), tax_1_amount: formatDecimal(sum.tax_1_amount) },
    grandInclTax: sum.incl_tax,
  };
}

/** §9: a price column (key contains "price") label is cut to 20 characters, the product name (key "name") label to 40. */
export function truncateColumnLabel(column: { key: string; label: string }): string {
  if (column.key.toLowerCase().includes('price')) return column.label.slice(0, boxLimits.priceLabelMax);
  if (column.key === 'name') return column.label.slice(0, boxLimits.productNameLabelMax);
  return column.label;
}

/** A rule broken by boxes that were well-formed: its §8 code and message. */
export interface BoxRuleViolation {
  api_error_code: number;
  message: string;
}

/**
 * The §5 rules of saved boxes that carry their own §8 code, in box order: 4013 end date not
 * after start date; 4409 a product table without columns; 4405 product tables totalling (incl.
 * tax) over 1 trillion. A form input bound to an unknown data field is a 400 BAD_REQUEST
 * (`api_error_code` 'BAD_REQUEST'). Undefined when all hold.
 */
export function boxRuleViolation(boxes: readonly BoxInput[], data: readonly unknown[]): BoxRuleViolation | { api_error_code: 'BAD_REQUEST'; message: string } | undefined {
  let grand = 0n;
  const fields = dataFieldsByKey(data);
  for (const [index, box] of boxes.entries()) {
    if (box.type === BoxTypeCode.Duration) {
      const { start_date: start, end_date: end } = box.content;
      if (start && end && end <= start) return { api_error_code: ApiErrorCode.EndBeforeStart, message: 'The end date must be after the expected start date' };
    } else if (box.type === BoxTypeCode.ProductTable) {
      if (box.config.columns.length === 0) return { api_error_code: ApiErrorCode.ProductTableNeedsColumn, message: 'At least one product table column is needed' };
      grand += computeProductTable(box.content.rows).grandInclTax;
    } else if (box.type === BoxTypeCode.FormInput) {
      const unknown = box.content.inputs.find((i) => !fields.has(i.data_field_key));
      if (unknown) return { api_error_code: 'BAD_REQUEST', message: `boxes.${index}.content.inputs: no data field with key ${unknown.data_field_key}` };
    }
  }
  if (grand > parseDecimal(boxLimits.productTotalMax)!) return { api_error_code: ApiErrorCode.ProductTotalTooLarge, message: 'Product total exceeds the 1 trillion limit' };
  return undefined;
}

/**
 * A box as stored: product tables get their §3 store (row sums and table sums) and §9
 * truncated labels; other boxes are stored as given.
 */
export function normalizeBox(box: BoxInput): BoxInput & { store?: unknown } {
  if (box.type !== BoxTypeCode.ProductTable) return box;
  const { rows, sums } = computeProductTable(box.content.rows);
  return {
    ...box,
    config: { ...box.config, columns: box.config.columns.map((c) => ({ ...c, label: truncateColumnLabel(c) })) },
    store: { rows, sums },
  };
}
