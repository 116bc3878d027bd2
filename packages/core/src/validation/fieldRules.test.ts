import { describe, expect, it } from 'vitest';
import { numberField } from './fieldRules.js';

describe('numberField (§5 Number)', () => {
  const value = numberField('Value', { decimals: 2, min: 0 });

  it('takes a decimal point or a decimal comma, as the interface languages write it', () => {
    expect(value.parse('1250.50')).toBe(1250.5);
    expect(value.parse('1250,50')).toBe(1250.5);
    expect(value.parse(' 7 ')).toBe(7);
    expect(value.parse(3)).toBe(3);
  });

  it('still refuses thousands separators, two marks, too many decimals and values out of range', () => {
    expect(value.safeParse('1.250,50').error?.issues[0]?.message).toBe('Value is not a valid number');
    expect(value.safeParse('1,250.50').error?.issues[0]?.message).toBe('Value is not a valid number');
    expect(value.safeParse('1,255').error?.issues[0]?.message).toBe('Not allowed to have more than 2 decimal(s)');
    expect(value.safeParse('-1,5').error?.issues[0]?.message).toBe('Value is not allowed to be below 0');
  });
});
