import { ApiError } from '@inkflow/core';
import { describe, expect, it } from 'vitest';
import { errorScreenProps } from './errorScreenProps.js';

describe('errorScreenProps', () => {
  it('keeps the status, code and the page context (a 502 on a document page)', () => {
    expect(errorScreenProps(new ApiError(502, 'Bad Gateway'), 'document')).toEqual({ status: 502, context: 'document' });
    expect(errorScreenProps(new ApiError(403, { status_code: 403, api_error_code: 99, message: 'Access denied' }), 'document')).toEqual({ status: 403, code: 99, context: 'document' });
  });

  it('passes the sender of an expired guest link', () => {
    const body = { status_code: 403, api_error_code: 'GUEST_LINK_EXPIRED', message: 'This link has expired.', sender: { name: 'Olga', email: 'olga@x.test' } };
    expect(errorScreenProps(new ApiError(403, body), 'page')).toEqual({ status: 403, code: 'GUEST_LINK_EXPIRED', context: 'page', sender: { name: 'Olga', email: 'olga@x.test' } });
  });

  it('shows the load-failure page when no response came', () => {
    expect(errorScreenProps(new TypeError('Failed to fetch'), 'document')).toEqual({ status: 0, loadFailure: true, context: 'document' });
  });
});
