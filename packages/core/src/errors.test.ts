import { describe, expect, it } from 'vitest';
import { ApiError, errorMessageKey, failureMessage, isApiErrorBody, createI18n } from '@inkflow/core';

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

describe('failureMessage', () => {
  const apiError = (status: number, code: number | string, message = 'server text') => new ApiError(status, { status_code: status, api_error_code: code, message });

  it('gives a catalogue code its key, whatever the status', () => {
    expect(failureMessage(apiError(409, 4002))).toEqual({ kind: 'key', key: 'errors.staleChecksum' });
    expect(failureMessage(apiError(409, '4002'))).toEqual({ kind: 'key', key: 'errors.staleChecksum' });
    expect(failureMessage(apiError(502, 'EID_SIGN_ERROR'))).toEqual({ kind: 'key', key: 'errors.eidError' });
  });

  it('shows nothing for an unknown code below 500', () => {
    expect(failureMessage(apiError(409, 4108))).toEqual({ kind: 'none' });
    expect(failureMessage(apiError(403, 'SOMETHING_NEW'))).toEqual({ kind: 'none' });
    expect(failureMessage(apiError(499, 123456))).toEqual({ kind: 'none' });
  });

  it('falls back to the generic failure at 500 and above, or without a code', () => {
    expect(failureMessage(apiError(500, 'SOMETHING_NEW'))).toEqual({ kind: 'generic' });
    expect(failureMessage(apiError(503, 'MAINTENANCE'))).toEqual({ kind: 'generic' });
    expect(failureMessage(new ApiError(404, 'Not Found', 'Not Found'))).toEqual({ kind: 'generic' });
    expect(failureMessage(new ApiError(400, { message: 'no code' }))).toEqual({ kind: 'generic' });
    expect(failureMessage(new TypeError('Failed to fetch'))).toEqual({ kind: 'generic' });
  });

  it('shows the generic failure for catalogue codes without a text', () => {
    expect(failureMessage(apiError(404, 'NOT_FOUND'))).toEqual({ kind: 'generic' });
    expect(failureMessage(apiError(408, 'REQUEST_TIMEOUT'))).toEqual({ kind: 'generic' });
    expect(failureMessage(apiError(400, 'UNKNOWN'))).toEqual({ kind: 'generic' });
  });

  it("shows the server's own text for validation and rate-limit answers", () => {
    expect(failureMessage(apiError(400, 'BAD_REQUEST', 'email: Invalid email address'))).toEqual({ kind: 'text', text: 'email: Invalid email address' });
    expect(failureMessage(apiError(429, 'TOO_MANY_REQUESTS', 'Too many attempts, try again in 1 minute'))).toEqual({ kind: 'text', text: 'Too many attempts, try again in 1 minute' });
    expect(failureMessage(apiError(400, 'BAD_REQUEST', ''))).toEqual({ kind: 'generic' });
  });
});
