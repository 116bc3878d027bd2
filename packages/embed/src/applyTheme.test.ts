// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyTheme } from './applyTheme.js';

describe('applyTheme', () => {
  it('sets allowed variables with setProperty', () => {
    const el = document.createElement('div');
    applyTheme({ '--ink-color-primary': 'rgb(10, 20, 30)', '--ink-font': 'Source Sans Pro, sans-serif' }, el);
    expect(el.style.getPropertyValue('--ink-color-primary')).toBe('rgb(10, 20, 30)');
    expect(el.style.getPropertyValue('--ink-font')).toBe('Source Sans Pro, sans-serif');
  });

  it('replaces the previous set, and an empty set resets to the defaults', () => {
    const el = document.createElement('div');
    applyTheme({ '--ink-color-primary': '#000', '--ink-radius': '0px' }, el);
    applyTheme({ '--ink-radius': '12px' }, el);
    expect(el.style.getPropertyValue('--ink-color-primary')).toBe('');
    expect(el.style.getPropertyValue('--ink-radius')).toBe('12px');
    applyTheme({}, el);
    expect(el.style.getPropertyValue('--ink-radius')).toBe('');
  });

  it('applies nothing and throws when one entry is refused', () => {
    const el = document.createElement('div');
    expect(() => applyTheme({ '--ink-color-primary': '#000', '--ink-color-bg': 'red;}*{display:none' }, el)).toThrow('invalid value for --ink-color-bg');
    expect(el.style.getPropertyValue('--ink-color-primary')).toBe('');
    expect(el.getAttribute('style')).toBeNull();
    expect(() => applyTheme({ 'background-image': 'none' }, el)).toThrow('not a theme variable');
  });
});
