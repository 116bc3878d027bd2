import { describe, expect, it } from 'vitest';
import { THEME_VARIABLES, isThemeValue, isThemeVariable, validateTheme } from '@inkflow/core/protocol';

describe('isThemeVariable', () => {
  it('accepts the allowlist only', () => {
    for (const name of THEME_VARIABLES) expect(isThemeVariable(name)).toBe(true);
    for (const name of ['--ink-evil', 'color', '--INK-COLOR-TEXT', '--ink-color-text ', 'background-image', '__proto__', 42]) {
      expect(isThemeVariable(name), String(name)).toBe(false);
    }
  });
});

describe('isThemeValue', () => {
  it('accepts colours, lengths, font lists and the colour functions', () => {
    for (const value of [
      '#0a5',
      '#00AA55ff',
      'rebeccapurple',
      'rgb(10, 20, 30)',
      'rgba(10,20,30,0.5)',
      'rgb(10 20 30 / 50%)',
      'hsl(210 50% 40%)',
      'HSLA(210, 50%, 40%, .8)',
      '4px',
      '0.5rem',
      '112.5%',
      'Source Sans Pro, Helvetica Neue, sans-serif',
      'system-ui',
    ]) {
      expect(isThemeValue(value), value).toBe(true);
    }
  });

  it('refuses anything that could leave the value or load a resource', () => {
    for (const value of [
      'red;',
      'red; background: url(x)',
      'red}body{display:none',
      'red{',
      'url(https://evil.example/x.png)',
      'URL(x)',
      'expression(alert(1))',
      'var(--ink-color-text)',
      'image-set(x 1x)',
      'env(safe-area-inset-top)',
      'attr(data-x)',
      'calc(1px + 2px)',
      '"Comic Sans MS"',
      "'Comic Sans MS'",
      'red\\;',
      '\\75 rl(x)',
      'red /* comment */',
      'red !important',
      '<script>',
      'a:b',
      '@import',
      'rgb(1, 2, rgb(3))',
      'rgb(1, 2, 3',
      'rgb)1(',
      '(1)',
      '',
      '   ',
      'x'.repeat(101),
      'red\nblue',
      'red\tblue',
    ]) {
      expect(isThemeValue(value), value).toBe(false);
    }
    for (const value of [null, undefined, 1, {}, ['red']]) expect(isThemeValue(value)).toBe(false);
  });
});

describe('validateTheme', () => {
  it('accepts a set of allowed variables with safe values', () => {
    const variables = { '--ink-color-primary': '#0a5', '--ink-radius': '2px', '--ink-font-size': '112.5%' };
    expect(validateTheme(variables)).toEqual({ ok: true, variables });
  });

  it('refuses the whole set when one entry is bad, naming it without echoing the value', () => {
    const result = validateTheme({ '--ink-color-primary': '#0a5', '--ink-color-bg': 'url(evil)' });
    expect(result).toEqual({ ok: false, error: 'invalid value for --ink-color-bg' });
    expect(validateTheme({ '--ink-color-primary': '#0a5', 'background': 'red' })).toEqual({ ok: false, error: 'not a theme variable: background' });
  });

  it('refuses empty, oversized and non-object sets', () => {
    expect(validateTheme({})).toEqual({ ok: true, variables: {} }); // the reset
    expect(validateTheme(null).ok).toBe(false);
    expect(validateTheme(['--ink-radius']).ok).toBe(false);
    expect(validateTheme('--ink-radius: 2px').ok).toBe(false);
    const tooMany = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`--ink-x${i}`, '1px']));
    expect(validateTheme(tooMany).ok).toBe(false);
  });
});
