import { describe, expect, it } from 'vitest';
import { eidReturnMessage, isEidReturnMessage } from '@inkflow/core/protocol';

describe('eID popup report', () => {
  it('reads the outcome of /eid/return', () => {
    expect(eidReturnMessage(new URLSearchParams('eid=signed&agreement=4'))).toEqual({ type: 'inkflow:eid-return', signed: true });
    expect(eidReturnMessage(new URLSearchParams('eid_error=4111'))).toEqual({ type: 'inkflow:eid-return', signed: false, error: '4111' });
    expect(eidReturnMessage(new URLSearchParams(''))).toEqual({ type: 'inkflow:eid-return', signed: false });
  });

  it('guards the shape', () => {
    expect(isEidReturnMessage({ type: 'inkflow:eid-return', signed: true })).toBe(true);
    expect(isEidReturnMessage({ type: 'inkflow:eid-return', signed: false, error: 'EID_CLIENT_ERROR' })).toBe(true);
    for (const bad of [null, 'x', { type: 'inkflow:eid-return' }, { type: 'other', signed: true }, { type: 'inkflow:eid-return', signed: false, error: 5 }, { type: 'inkflow:eid-return', signed: false, error: 'x'.repeat(65) }]) {
      expect(isEidReturnMessage(bad)).toBe(false);
    }
  });
});
