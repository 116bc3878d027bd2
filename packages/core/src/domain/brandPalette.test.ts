import { brandPalette, contrastRatio, isBrandColor, normalizeBrandColor } from '@inkflow/core';
import { describe, expect, it } from 'vitest';

describe('normalizeBrandColor', () => {
  it('stores #rrggbb in lower case and expands #rgb', () => {
    expect(normalizeBrandColor(' #1A7F5A ')).toBe('#1a7f5a');
    expect(normalizeBrandColor('#FC0')).toBe('#ffcc00');
  });

  it('refuses anything that is not a hex colour', () => {
    for (const value of ['', 'red', '#12345', '#1234567', 'rgb(1,2,3)', '#ggg', '1a7f5a', '#1a7f5a;']) expect(normalizeBrandColor(value), value).toBeNull();
    expect(isBrandColor('#ABCDEF')).toBe(false);
    expect(isBrandColor('#abcdef')).toBe(true);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG figures', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // WebAIM's checker: #767676 on white is 4.54:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('brandPalette', () => {
  it('keeps a dark brand colour for buttons', () => {
    const palette = brandPalette('#1a3d7c');
    expect(palette.primary).toBe('#1a3d7c');
    expect(palette.primaryText).toBe('#ffffff');
  });

  it('darkens a light brand colour until white text meets AA, keeping its hue', () => {
    for (const brand of ['#ffcc00', '#7fd1ae', '#ffffff', '#4a90e2', '#e94e77']) {
      const palette = brandPalette(brand);
      expect(contrastRatio(palette.primary, '#ffffff'), brand).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette.primaryHover, '#ffffff'), brand).toBeGreaterThan(contrastRatio(palette.primary, '#ffffff'));
      expect(palette.primary, brand).not.toBe(brand);
      expect(palette.brand).toBe(brand);
    }
    // Yellow stays a (dark) yellow: red and green stay equal, blue stays 0.
    const yellow = brandPalette('#ffff00').primary;
    expect(yellow.slice(1, 3)).toBe(yellow.slice(3, 5));
    expect(yellow.slice(5)).toBe('00');
  });

  it('gives a pale tint for soft surfaces', () => {
    expect(contrastRatio(brandPalette('#1a3d7c').primarySoft, '#ffffff')).toBeLessThan(1.3);
  });

  it('refuses a colour that is not #rrggbb', () => {
    expect(() => brandPalette('red')).toThrow(TypeError);
  });
});
