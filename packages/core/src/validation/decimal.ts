/**
 * Exact decimal arithmetic for money (spec §3 product table sums, §5 4405): amounts are bigints
 * scaled by 10^6, so 0.1 + 0.2 is exactly 0.3 and a trillion fits with room to spare. Binary
 * floats are never used: inputs arrive as decimal strings (or safe numbers, read via their
 * shortest decimal text) and results leave as decimal strings.
 */

/** Fraction digits kept internally. */
export const decimalScale = 6;
const unit = 10n ** BigInt(decimalScale);

/** A decimal amount: the value times 10^6, as a bigint. */
export type Decimal = bigint;

const pattern = /^(-)?(\d{1,20})(?:\.(\d+))?$/;

/** Divides rounding half away from zero (bankers' rounding is not what invoices use). */
function divRound(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  const q = (a * 2n + b) / (2n * b);
  return negative ? -q : q;
}

/**
 * Parses `"12.50"`, `"-3"` or a finite number into a Decimal; more than 6 fraction digits are
 * rounded. Returns undefined for anything else (exponents, NaN, empty text, over 20 digits).
 */
export function parseDecimal(value: string | number): Decimal | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = pattern.exec(text);
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const digits = BigInt(whole! + fraction);
  const scaled = divRound(digits * unit, 10n ** BigInt(fraction.length));
  return sign ? -scaled : scaled;
}

/** a + b. */
export const addDecimal = (a: Decimal, b: Decimal): Decimal => a + b;

/** a × b, rounded to 6 fraction digits. */
export const mulDecimal = (a: Decimal, b: Decimal): Decimal => divRound(a * b, unit);

/** `percent` % of a (e.g. 25 for 25 %), rounded to 6 fraction digits. */
export const percentOf = (a: Decimal, percent: Decimal): Decimal => divRound(a * percent, unit * 100n);

/** The Decimal of a whole number. */
export const decimalOf = (whole: number | bigint): Decimal => BigInt(whole) * unit;

/** Formats with exactly `places` fraction digits (0..6), rounding half away from zero: `"1234.50"`. */
export function formatDecimal(value: Decimal, places = 2): string {
  const step = 10n ** BigInt(decimalScale - places);
  const rounded = divRound(value, step);
  const negative = rounded < 0n;
  const digits = (negative ? -rounded : rounded).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? `.${digits.slice(digits.length - places)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
