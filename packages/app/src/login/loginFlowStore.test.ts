import { AccountApiError, type AccountApi } from '@inkflow/core';
import { describe, expect, it, vi } from 'vitest';
import { createLoginFlowStore } from './loginFlowStore.js';

const credentials = { email: 'demo@inkflow.test', password: 'pw', persistent: true };
const failure = (requireCaptcha: boolean) => new AccountApiError(401, { status_code: 401, api_error_code: 1000, message: 'no' }, '', requireCaptcha);

describe('login flow store', () => {
  it('switches to the security-code step on an mfa answer and repeats the login with the code', async () => {
    const mfa = { positionId: 4, channel: 'email', channelData: 'd***@x.se', hasCode: false };
    const login = vi.fn().mockResolvedValueOnce({ mfa }).mockResolvedValueOnce({ mfa: null });
    const requestLoginMfaCode = vi.fn().mockResolvedValue(undefined);
    const api = { login, requestLoginMfaCode } as unknown as AccountApi;
    const store = createLoginFlowStore();
    expect(await store.getState().submit(api, credentials)).toBe('mfa');
    expect(store.getState().mfa).toEqual(mfa);
    await store.getState().requestCode(api);
    expect(requestLoginMfaCode).toHaveBeenCalledWith(4);
    const { email, password, persistent } = store.getState();
    expect(await store.getState().submit(api, { email, password, persistent, securityCode: '123456' })).toBe('signedIn');
    expect(login).toHaveBeenLastCalledWith({ ...credentials, security_code: '123456' });
    expect(store.getState()).toMatchObject({ mfa: null, password: '', state: 'success' });
  });

  it('cancel resets the MFA state', async () => {
    const api = { login: vi.fn().mockResolvedValue({ mfa: { positionId: 1, channel: 'sms', channelData: '', hasCode: true } }) } as unknown as AccountApi;
    const store = createLoginFlowStore();
    await store.getState().submit(api, credentials);
    store.getState().cancelMfa();
    expect(store.getState()).toMatchObject({ mfa: null, password: '', state: 'pristine', error: null });
  });

  it('requires the captcha after a failure that says so, sends its token, and resets it after each failure', async () => {
    const login = vi.fn().mockRejectedValue(failure(false));
    const api = { login } as unknown as AccountApi;
    const store = createLoginFlowStore();
    expect(await store.getState().submit(api, credentials)).toBe('error');
    expect(store.getState()).toMatchObject({ captchaRequired: false, captchaReset: 0, state: 'error' });

    login.mockRejectedValue(failure(true));
    await store.getState().submit(api, credentials);
    expect(store.getState()).toMatchObject({ captchaRequired: true, captchaReset: 1, captchaToken: null });

    store.getState().setCaptchaToken('solved');
    await store.getState().submit(api, credentials);
    expect(login).toHaveBeenLastCalledWith({ ...credentials, captcha_response_token: 'solved' });
    expect(store.getState()).toMatchObject({ captchaRequired: true, captchaReset: 2, captchaToken: null });
  });

  it('never reports an unseen captcha invalid: it shows the widget with no error text (§2, §5)', async () => {
    const invalidCaptcha = new AccountApiError(400, { status_code: 400, api_error_code: 1012, message: 'Invalid captcha' }, '', true);
    const login = vi.fn().mockRejectedValue(invalidCaptcha);
    const store = createLoginFlowStore();
    expect(await store.getState().submit({ login } as unknown as AccountApi, credentials)).toBe('error');
    expect(store.getState()).toMatchObject({ captchaRequired: true, error: null, state: 'pristine', captchaToken: null });

    // Once solved and still refused (e.g. expired), the error is the server's.
    store.getState().setCaptchaToken('solved');
    await store.getState().submit({ login } as unknown as AccountApi, credentials);
    expect(store.getState()).toMatchObject({ state: 'error', error: invalidCaptcha });
  });
});
