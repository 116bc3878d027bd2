/**
 * The generic field rules of spec §5 as zod schema builders, each with the spec's exact message.
 * `field` is the label the message names ("Name is required"). Forms and the server build their
 * schemas from these so every rule lives once.
 */
import { z } from 'zod';

/** "{field} is required" (§5 Required). */
export const requiredMessage = (field: string) => `${field} is required`;
/** "{field} must contain at least {n} character(s)" (§5 Length). */
export const minLengthMessage = (field: string, n: number) => `${field} must contain at least ${n} character(s)`;
/** "{field} must contain at most {n} character(s)" (§5 Length). */
export const maxLengthMessage = (field: string, n: number) => `${field} must contain at most ${n} character(s)`;

/**
 * A required text: trimmed, blank counts as empty ("{field} is required"), optional length
 * bounds with the §5 length messages.
 */
export function requiredText(field: string, bounds: { min?: number; max?: number } = {}) {
  let schema = z.string({ error: requiredMessage(field) }).trim().min(1, { message: requiredMessage(field) });
  if (bounds.min !== undefined) schema = schema.min(bounds.min, { message: minLengthMessage(field, bounds.min) });
  if (bounds.max !== undefined) schema = schema.max(bounds.max, { message: maxLengthMessage(field, bounds.max) });
  return schema;
}

/** A required choice among `values` ("{field} is required" when missing or not one of them). */
export function requiredChoice<const T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z.enum(values, { error: requiredMessage(field) });
}

/** A required non-empty list of choices ("{field} are required", §5 plural). */
export function requiredChoices<const T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z
    .array(z.enum(values, { error: `${field} is not valid` }), { error: `${field} are required` })
    .min(1, { message: `${field} are required` });
}

/** `value` as text with a decimal comma written as a point (`"1250,50"` → `"1250.50"`). */
const decimalPoint = (value: string | number): string => String(value).replace(/^(-?\d+),(\d+)$/, '$1.$2');

/**
 * §5 Number: digits only (an optional decimal part up to `decimals`), between `min` and `max`.
 * Accepts a number or a numeric string; the decimal mark may be a point or, as most of the 12
 * interface languages write it, a comma (`1250,50`); gives a number.
 */
export function numberField(field: string, options: { decimals?: number; min?: number; max?: number } = {}) {
  const decimals = options.decimals ?? 0;
  return z
    .union([z.number(), z.string().trim()], { error: `${field} is not a valid number` })
    .superRefine((value, ctx) => {
      const text = decimalPoint(value);
      if (!/^-?\d+(\.\d+)?$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: `${field} is not a valid number` });
        return;
      }
      const fraction = text.split('.')[1] ?? '';
      if (fraction.length > decimals) ctx.addIssue({ code: 'custom', message: `Not allowed to have more than ${decimals} decimal(s)` });
      const n = Number(text);
      if (options.min !== undefined && n < options.min) ctx.addIssue({ code: 'custom', message: `${field} is not allowed to be below ${options.min}` });
      if (options.max !== undefined && n > options.max) ctx.addIssue({ code: 'custom', message: `${field} is not allowed to be above ${options.max}` });
    })
    .transform((value) => Number(decimalPoint(value)));
}

/** §5 Number of seats: 1 to 10000, whole. */
export const numberOfSeatsSchema = numberField('Number of seats', { min: 1, max: 10_000 });

/**
 * §5 Phone: "{field} is not a valid phone number". A value of one character or less (such as a
 * lone "+") clears the phone: it parses to null.
 */
export function phoneField(field: string) {
  return z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s()-]/g, ''))
    .pipe(
      z.union([
        z.string().max(1).transform(() => null),
        z.string().regex(/^\+?[0-9]{6,15}$/, { message: `${field} is not a valid phone number` }),
      ]),
    );
}

/** §5 URL: http or https (https only when `httpsOnly`, as for webhooks): "{field} is not a valid URL". */
export function urlField(field: string, options: { httpsOnly?: boolean; max?: number } = {}) {
  const protocols = options.httpsOnly ? ['https:'] : ['http:', 'https:'];
  let schema = z.string().trim().min(1, { message: requiredMessage(field) });
  if (options.max !== undefined) schema = schema.max(options.max, { message: maxLengthMessage(field, options.max) });
  return schema.refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `${field} is not a valid URL` },
  );
}

/** §5 Webhook URL: required, https, at most 1000 characters. */
export const webhookUrlSchema = urlField('Webhook URL', { httpsOnly: true, max: 1000 });

/** §5 Pattern: "{field} is not valid". */
export function patternField(field: string, pattern: RegExp) {
  return z.string().regex(pattern, { message: `${field} is not valid` });
}
