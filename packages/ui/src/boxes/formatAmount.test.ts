import { describe, expect, it } from 'vitest';
import { formatAmount } from './formatAmount.js';

describe('formatAmount', () => {
  it('writes exact decimals the way each language does', () => {
    expect(formatAmount('1234.50', 'en')).toBe('1,234.50');
    expect(formatAmount('1234.50', 'de')).toBe('1.234,50');
    expect(formatAmount('1234.50', 'sv')).toBe('1\u00a0234,50');
    expect(formatAmount('1234.50', 'no')).toBe('1\u00a0234,50');
    expect(formatAmount('-7', 'fi')).toBe('−7');
  });

  it('keeps digits a binary float would lose, and leaves other text alone', () => {
    expect(formatAmount('12345678901234567.89', 'en')).toBe('12,345,678,901,234,567.89');
    expect(formatAmount('n/a', 'de')).toBe('n/a');
  });
});
