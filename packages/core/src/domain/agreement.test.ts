import { describe, expect, it } from 'vitest';
import { AgreementState, isSignable } from '@inkflow/core';

describe('isSignable', () => {
  it('allows pending and overdue only', () => {
    const signable = Object.values(AgreementState).filter(isSignable);
    expect(signable).toEqual([AgreementState.Pending, AgreementState.Overdue]);
  });
});
