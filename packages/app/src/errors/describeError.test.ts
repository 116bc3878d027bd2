import { ApiError } from '@inkflow/core';
import { describe, expect, it } from 'vitest';
import { describeError } from './describeError.js';

const apiError = (status: number, code: number | string, message = 'm') => new ApiError(status, { status_code: status, api_error_code: code, message });

describe('describeError', () => {
  it('maps §8 codes to their catalogue keys', () => {
    expect(describeError(apiError(401, 1000))).toEqual({ key: 'common:errors.invalidCredentials' });
    expect(describeError(apiError(409, 4002))).toEqual({ key: 'common:errors.staleChecksum' });
    expect(describeError(apiError(409, 4101))).toEqual({ key: 'common:errors.duplicateParticipant' });
  });

  it('shows a 400 validation message as is', () => {
    expect(describeError(apiError(400, 'BAD_REQUEST', 'Email address is invalid'))).toEqual({ text: 'Email address is invalid' });
  });

  it('falls back to the generic failure at 500 and above, or without a code', () => {
    expect(describeError(apiError(500, 'INTERNAL_ERROR'))).toEqual({ key: 'common:errors.generic' });
    expect(describeError(apiError(502, 'SOMETHING_NEW'))).toEqual({ key: 'common:errors.generic' });
    expect(describeError(new ApiError(404, 'Not Found', 'Not Found'))).toEqual({ key: 'common:errors.generic' });
    expect(describeError(new TypeError('Failed to fetch'))).toEqual({ key: 'common:errors.generic' });
  });

  it('shows nothing for an unknown code below 500 (§8 "Unknown codes show nothing")', () => {
    expect(describeError(apiError(409, 4108, 'server detail'))).toEqual({ nothing: true });
    expect(describeError(apiError(403, 'SOMETHING_NEW', 'server detail'))).toEqual({ nothing: true });
  });
});
