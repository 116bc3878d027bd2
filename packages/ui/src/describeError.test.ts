import { ApiError } from '@inkflow/core';
import { describe, expect, it } from 'vitest';
import { describeError } from './describeError.js';

const apiError = (status: number, code: number | string, message = 'm') => new ApiError(status, { status_code: status, api_error_code: code, message });

describe('describeError (ui)', () => {
  it('gives a catalogue code its key and keeps the code', () => {
    expect(describeError(apiError(409, 4001))).toEqual({ code: 4001, status: 409, messageKey: 'errors.someoneElseSigning' });
    expect(describeError(apiError(403, 'ACE_DENIED'))).toEqual({ code: 'ACE_DENIED', status: 403, messageKey: 'errors.accessDenied' });
  });

  it('shows no message for an unknown code below 500, but still reports the code', () => {
    expect(describeError(apiError(409, 4108))).toEqual({ code: 4108, status: 409, messageKey: undefined });
    expect(describeError(apiError(422, 'SOMETHING_NEW'))).toEqual({ code: 'SOMETHING_NEW', status: 422, messageKey: undefined });
  });

  it('falls back to the generic failure at 500 and above, without a code, and for textless catalogue codes', () => {
    expect(describeError(apiError(500, 'SOMETHING_NEW'))).toEqual({ code: 'SOMETHING_NEW', status: 500, messageKey: 'errors.generic' });
    expect(describeError(new ApiError(502, 'Bad Gateway', 'Bad Gateway'))).toEqual({ code: 502, status: 502, messageKey: 'errors.generic' });
    expect(describeError(apiError(404, 'NOT_FOUND'))).toEqual({ code: 'NOT_FOUND', status: 404, messageKey: 'errors.generic' });
  });

  it('keeps the sender of an expired guest link, and only a well-formed one', () => {
    const body = { status_code: 403, api_error_code: 'GUEST_LINK_EXPIRED', message: 'This link has expired.', sender: { name: 'Olga', email: 'olga@x.test' } };
    expect(describeError(new ApiError(403, body))).toMatchObject({ code: 'GUEST_LINK_EXPIRED', status: 403, sender: { name: 'Olga', email: 'olga@x.test' } });
    expect(describeError(new ApiError(403, { ...body, sender: { name: 1 } })).sender).toBeUndefined();
  });

  it('gives the load-failure title when no response came', () => {
    expect(describeError(new TypeError('Failed to fetch'))).toEqual({ code: 'NETWORK_ERROR', status: 0, messageKey: 'errorScreen.loadFailure.title' });
  });
});
