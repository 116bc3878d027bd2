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
import { parseDecimal } from './decimal.js';
import { idNumberSchema } from './idSchemas.js';
// Product table sums and data field emptiness live in zod-free modules (productTable.ts,
// dataFieldValues.ts) so the embed's viewers can use them without pulling zod in.
import { emptyRequiredInputs } from '../domain/emptyRequiredInputs.js';
import { firstSignatoryAssignee } from './formInputAssignment.js';
import { boxLimits, computeProductTable, truncateColumnLabel } from './productTable.js';
import { isRichTextEmpty } from './richText.js';
import { textBoxContentSchema } from './richTextSchema.js';
import { boxVisibilitySchema } from './visibilityRuleSchema.js';

/** §3 box types. */
export const BoxTypeCode = { Duration: 2, Pdf: 3, Attachments: 4, Text: 10, FormInput: 12, ProductTable: 13 } as const;


const boxId = idNumberSchema('id').optional();
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
const assetIdSchema = idNumberSchema('asset_id');
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
/**
 * config.assignee (formInputAssignment.ts): who fills the section, a participant of the
 * agreement or the first signatory who signs; absent means the first signatory.
 */
export const formInputAssigneeSchema = z.union([
  z.literal(firstSignatoryAssignee),
  z.object({ participant_id: z.number().int().positive() }).strict(),
]);
const formInputConfigSchema = z
  .looseObject({ visibility: boxVisibilitySchema.optional(), assignee: formInputAssigneeSchema.optional() })
  .optional()
  .default({});

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
  z.object({ id: boxId, type: z.literal(BoxTypeCode.FormInput), content: formInputContentSchema, config: formInputConfigSchema }),
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
    case BoxTypeCode.FormInput:
      return box.content.inputs.length === 0 || emptyRequiredInputs(box, data).length > 0;
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
