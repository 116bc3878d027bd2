import { ApiError, type ApiClient } from '@inkflow/core';
import { describe, expect, it, vi } from 'vitest';
import { withUnauthorizedHandler } from './withUnauthorizedHandler.js';

const unauthorized = (code = 0) => new ApiError(401, { status_code: 401, api_error_code: code, message: 'no' });

function fakeApi(error: unknown): ApiClient {
  const fail = () => Promise.reject(error);
  return { me: fail, login: fail, listAgreements: fail } as unknown as ApiClient;
}

describe('withUnauthorizedHandler', () => {
  it('reports a 401 of an ordinary call and rethrows it', async () => {
    const onUnauthorized = vi.fn();
    const error = unauthorized();
    const api = withUnauthorizedHandler(fakeApi(error), onUnauthorized);
    await expect(api.listAgreements()).rejects.toBe(error);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves login failures and the §8 skip codes alone', async () => {
    const onUnauthorized = vi.fn();
    await expect(withUnauthorizedHandler(fakeApi(unauthorized(1000)), onUnauthorized).login({ email: 'a@b.se', password: 'x' })).rejects.toThrow();
    await expect(withUnauthorizedHandler(fakeApi(unauthorized(1013)), onUnauthorized).me()).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ignores other statuses', async () => {
    const onUnauthorized = vi.fn();
    const api = withUnauthorizedHandler(fakeApi(new ApiError(403, null)), onUnauthorized);
    await expect(api.me()).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
