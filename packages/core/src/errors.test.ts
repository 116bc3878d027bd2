import { describe, expect, it } from 'vitest';
import { ApiError, errorMessageKey, isApiErrorBody, createI18n } from '@inkflow/core';

describe('errorMessageKey', () => {
  it('maps numeric and numeric-string codes to the same key', () => {
    expect(errorMessageKey(4002)).toBe('errors.staleChecksum');
    expect(errorMessageKey('4002')).toBe('errors.staleChecksum');
  });
  it('maps 1000 and 1003 to the invalid-credentials message', () => {
    expect(errorMessageKey(1000)).toBe(errorMessageKey(1003));
  });
  it('shows nothing for unknown codes', () => {
    expect(errorMessageKey(123456)).toBeUndefined();
    expect(errorMessageKey('NOPE')).toBeUndefined();
    expect(errorMessageKey(undefined)).toBeUndefined();
  });
  it('has an English text for every mapped code', async () => {
    const i18n = await createI18n('en');
    for (const code of [99, 1000, 4001, 4002, 4003, 4005, 4007, 4009, 4101, 4999]) {
      const key = errorMessageKey(code)!;
      expect(i18n.t(key), `code ${code}`).not.toBe(key);
    }
    expect(i18n.t(errorMessageKey(4002)!)).toBe('The contract version is not up to date, refresh');
  });
});

describe('ApiError', () => {
  it('reads the §8 body', () => {
    const e = new ApiError(409, { status_code: 409, api_error_code: 4002, message: 'stale' });
    expect(e.code).toBe(4002);
    expect(e.message).toBe('stale');
    expect(e.serverError).toBe(false);
  });
  it('marks 5xx as server errors and tolerates non-JSON bodies', () => {
    const e = new ApiError(502, 'Bad gateway', 'Bad Gateway');
    expect(e.serverError).toBe(true);
    expect(e.code).toBeUndefined();
    expect(e.message).toBe('Bad Gateway');
  });
  it('guards the body shape', () => {
    expect(isApiErrorBody({ status_code: 404, api_error_code: 'NOT_FOUND', message: 'x' })).toBe(true);
    expect(isApiErrorBody({ status_code: '404', api_error_code: 1, message: 'x' })).toBe(false);
    expect(isApiErrorBody(null)).toBe(false);
  });
});
