import { describe, expect, it } from 'vitest';
import { neutralizeBidi } from '@inkflow/core';

describe('neutralizeBidi', () => {
  it('removes a right-to-left override, so a name ending "fdp.exe" cannot show as "exe.pdf"', () => {
    expect(neutralizeBidi('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
  });

  it('removes every bidi mark, embedding, override and isolate', () => {
    const controls = ['\u061C', '\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
    expect(neutralizeBidi(`A${controls.join('B')}C`)).toBe(`A${'B'.repeat(controls.length - 1)}C`);
  });

  it('keeps right-to-left letters, other invisible characters and plain text as they are', () => {
    for (const text of ['שלום עולם', 'مرحبا Anna', 'Zoë O’Brien', 'a\u200Bb', '']) expect(neutralizeBidi(text)).toBe(text);
  });
});
