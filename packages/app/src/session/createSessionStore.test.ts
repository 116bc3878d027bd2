import { ApiError, type ApiClient, type Position } from '@inkflow/core';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from './createSessionStore.js';

const position: Position = {
  id: 1,
  fullname: 'Demo',
  email: 'demo@inkflow.test',
  language: 'en',
  userRole: 'admin',
  account: { id: 1, name: 'Demo Company', features: {} },
  collections: [{ id: 3, name: 'Contracts', virtual: false }],
};

describe('session store', () => {
  it('is signed in when /positions/me answers', async () => {
    const store = createSessionStore({ me: async () => position } as unknown as ApiClient);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'signedIn', position, loading: false });
  });

  it('is signed out on 401 and failed on other errors', async () => {
    const signedOut = createSessionStore({ me: () => Promise.reject(new ApiError(401, null)) } as unknown as ApiClient);
    await signedOut.getState().load();
    expect(signedOut.getState().status).toBe('signedOut');
    const failed = createSessionStore({ me: () => Promise.reject(new TypeError('offline')) } as unknown as ApiClient);
    await failed.getState().load();
    expect(failed.getState().status).toBe('failed');
  });

  it('is signed out with the error kept for a locked account (2001) or an expired trial (2002)', async () => {
    for (const code of [2001, 2002]) {
      const error = new ApiError(403, { status_code: 403, api_error_code: code, message: 'blocked' });
      const store = createSessionStore({ me: () => Promise.reject(error) } as unknown as ApiClient);
      await store.getState().load();
      expect(store.getState()).toMatchObject({ status: 'signedOut', error });
    }
  });

  it('keeps a login failure in error', async () => {
    const error = new ApiError(401, { status_code: 401, api_error_code: 1000, message: 'Invalid' });
    const store = createSessionStore({ login: () => Promise.reject(error) } as unknown as ApiClient);
    await store.getState().login({ email: 'demo@inkflow.test', password: 'wrong' });
    expect(store.getState()).toMatchObject({ error, loading: false, status: 'unknown' });
  });
});
