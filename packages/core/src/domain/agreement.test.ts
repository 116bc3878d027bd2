import { describe, expect, it } from 'vitest';
import { AgreementState, isConcluded, isSignable } from '@inkflow/core';

describe('isSignable', () => {
  it('allows pending and overdue only', () => {
    const signable = Object.values(AgreementState).filter(isSignable);
    expect(signable).toEqual([AgreementState.Pending, AgreementState.Overdue]);
  });
});

describe('isConcluded', () => {
  it('holds for signed, declined and cancelled only', () => {
    const concluded = Object.values(AgreementState).filter(isConcluded);
    expect(concluded).toEqual([AgreementState.Declined, AgreementState.Signed, AgreementState.Cancelled]);
  });
});
