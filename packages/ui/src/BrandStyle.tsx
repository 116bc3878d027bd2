import { brandPalette, isBrandColor } from '@inkflow/core';

/** Props of BrandStyle. */
export interface BrandStyleProps {
  /** The sending account's brand colour (`#rrggbb`, AgreementSender.brandColor); null or anything else: the product's colours. */
  color: string | null | undefined;
}

/**
 * The sending account's brand colour on the page a counterparty reads (account settings): the
 * guest page and the embed. Buttons, links and highlights take the colour's AA-safe shade (core
 * brandPalette: white text on it meets 4.5:1), and `--ink-brand-accent` the colour itself for
 * decoration. Written as a `:root` rule rather than a style attribute so that an integrator's
 * own theme (the embed's `theme` command, inline on the root element) still wins over it; the
 * rule leaves with the component. Only a validated `#rrggbb` is ever written into the CSS.
 */
export function BrandStyle({ color }: BrandStyleProps) {
  if (!isBrandColor(color)) return null;
  const palette = brandPalette(color);
  const css =
    `:root{--ink-color-primary:${palette.primary};--ink-color-primary-hover:${palette.primaryHover};` +
    `--ink-color-primary-text:${palette.primaryText};--ink-color-primary-soft:${palette.primarySoft};--ink-brand-accent:${palette.brand}}`;
  return <style data-inkflow-brand="">{css}</style>;
}
