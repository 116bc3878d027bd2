/**
 * An account's brand colour (issue "Company accounts": account settings) turned into the colours
 * counterparties see on buttons and links: the guest page, the embed and every email.
 *
 * White text on the brand colour must meet WCAG 2.x AA for normal text (contrast 4.5:1). A light
 * brand colour (a yellow, a pastel) fails that, so the buttons use a darkened shade of it: the
 * colour mixed with black in 5 % steps until white text reaches 4.5:1. The hue stays, so the
 * page still reads as the brand. Links on white use the same shade, since the contrast of two
 * colours does not depend on which is the text.
 */

/** `#rrggbb`: the only form a brand colour is stored and sent in. */
export const brandColorPattern = /^#[0-9a-f]{6}$/;

/** True when `value` is a brand colour as stored (`#rrggbb`, lower case). */
export function isBrandColor(value: unknown): value is string {
  return typeof value === 'string' && brandColorPattern.test(value);
}

/**
 * `value` as a stored brand colour: `#RGB`, `#RRGGBB` (any case, surrounding blanks ignored)
 * become `#rrggbb`; anything else gives null.
 */
export function normalizeBrandColor(value: string): string | null {
  const hex = value.trim().toLowerCase();
  if (/^#[0-9a-f]{3}$/.test(hex)) return `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}`;
  return brandColorPattern.test(hex) ? hex : null;
}

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const mix = (rgb: Rgb, target: number, amount: number): Rgb => rgb.map((c) => c + (target - c) * amount) as Rgb;

/** WCAG 2.x relative luminance of a `#rrggbb` colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text. */
export const minimumContrast = 4.5;

/** The colours derived from a brand colour (all `#rrggbb`). */
export interface BrandPalette {
  /** The colour as chosen. */
  brand: string;
  /** Button background and link colour: the brand colour, or its darkened shade when white text on it fails AA. */
  primary: string;
  /** Text on `primary`: always white (AA holds by construction). */
  primaryText: string;
  /** Button background on hover: `primary` a step darker. */
  primaryHover: string;
  /** A pale tint of `primary` for selected and highlighted surfaces. */
  primarySoft: string;
}

/**
 * The palette of brand colour `brand` (`#rrggbb`, see normalizeBrandColor); throws a TypeError for
 * anything else. `primary` is the brand colour itself when white text on it has contrast 4.5:1 or
 * more, else the first 5 % step towards black that has.
 */
export function brandPalette(brand: string): BrandPalette {
  if (!isBrandColor(brand)) throw new TypeError('A brand colour is #rrggbb');
  const rgb = toRgb(brand);
  let primary = brand;
  for (let step = 1; contrastRatio(primary, '#ffffff') < minimumContrast; step++) primary = toHex(mix(rgb, 0, step * 0.05));
  return {
    brand,
    primary,
    primaryText: '#ffffff',
    primaryHover: toHex(mix(toRgb(primary), 0, 0.15)),
    primarySoft: toHex(mix(toRgb(primary), 255, 0.9)),
  };
}
