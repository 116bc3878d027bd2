import { describe, expect, it } from 'vitest';
import { addDecimal, decimalOf, formatDecimal, mulDecimal, parseDecimal, percentOf } from '@inkflow/core';

const d = (text: string) => parseDecimal(text)!;

describe('decimal', () => {
  it('adds exactly where binary floats do not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(formatDecimal(addDecimal(d('0.1'), d('0.2')), 6)).toBe('0.300000');
  });

  it('parses strings and numbers and refuses the rest', () => {
    expect(parseDecimal('12.5')).toBe(12_500_000n);
    expect(parseDecimal(-3)).toBe(-3_000_000n);
    expect(parseDecimal(' 7 ')).toBe(7_000_000n);
    for (const bad of ['', '1e3', 'abc', '1.2.3', '.5', Number.NaN, Number.POSITIVE_INFINITY]) expect(parseDecimal(bad)).toBeUndefined();
  });

  it('rounds half away from zero', () => {
    expect(parseDecimal('0.0000005')).toBe(1n);
    expect(formatDecimal(d('2.345'))).toBe('2.35');
    expect(formatDecimal(d('-2.345'))).toBe('-2.35');
    expect(formatDecimal(d('1234.5'))).toBe('1234.50');
    expect(formatDecimal(d('0.004'))).toBe('0.00');
    expect(formatDecimal(d('5'), 0)).toBe('5');
  });

  it('multiplies and takes percentages exactly', () => {
    expect(formatDecimal(mulDecimal(d('3'), d('19.99')))).toBe('59.97');
    expect(formatDecimal(percentOf(d('59.97'), d('25')))).toBe('14.99');
    expect(formatDecimal(percentOf(d('59.97'), d('25')), 4)).toBe('14.9925');
    expect(formatDecimal(mulDecimal(decimalOf(1_000_000), decimalOf(1_000_000)), 0)).toBe('1000000000000');
  });
});
