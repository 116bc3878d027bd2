import { describe, expect, it, vi } from 'vitest';
import { AccountApiError, createAccountApi, loginMethodFromWire, loginResultFromWire } from './createAccountApi.js';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function client(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return respond(request);
  });
  return { api: createAccountApi({ baseUrl: 'http://app.test', fetch, xsrfToken: () => 'xsrf-1' }), requests };
}

describe('createAccountApi', () => {
  it('reads the login-method lookup: one method, several as multiple, failure as password', async () => {
    expect(loginMethodFromWire({ login_methods: ['password'] })).toBe('password');
    expect(loginMethodFromWire({ login_methods: ['sso'] })).toBe('sso');
    expect(loginMethodFromWire({ login_methods: ['password', 'sso'] })).toBe('multiple');
    expect(loginMethodFromWire(null)).toBe('password');
    const { api, requests } = client(() => json(500, {}));
    expect(await api.loginMethod('a@b.se')).toBe('password');
    expect(new URL(requests[0]!.url).search).toBe('?email=a%40b.se');
  });

  it('tells a second-factor answer from a login', () => {
    expect(loginResultFromWire({ id: 1, email: 'a@b.se' })).toEqual({ mfa: null });
    expect(loginResultFromWire({ mfa: { position_id: 12, channel: 'email', channel_data: 'd***@x.se', has_code: true } })).toEqual({
      mfa: { positionId: 12, channel: 'email', channelData: 'd***@x.se', hasCode: true },
    });
  });

  it('rejects a login failure with its code and the captcha requirement', async () => {
    const { api, requests } = client(() => json(401, { status_code: 401, api_error_code: 1000, message: 'no' }, { 'X-Flow-Require-Captcha': '1' }));
    const error = await api.login({ email: 'a@b.se', password: 'x', persistent: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountApiError);
    expect(error).toMatchObject({ status: 401, code: 1000, requireCaptcha: true });
    expect(requests[0]!.headers.get('X-XSRF-TOKEN')).toBe('xsrf-1');
  });

  it('reads the change-email status from the body status_code', async () => {
    const { api } = client(() => json(400, { status_code: 409, api_error_code: 1007, message: 'taken' }));
    await expect(api.changeEmail('t')).rejects.toMatchObject({ status: 409, code: 1007, requireCaptcha: false });
  });

  it('sends sign-up with start_trial and reads the token record', async () => {
    const { api, requests } = client((request) =>
      request.method === 'GET' ? json(200, { id: 3, email: 'n@x.se', state: 2, language: 'sv', account: { name: 'Acme' } }) : json(200, {}),
    );
    await api.signup({ email: 'n@x.se', captcha_response_token: 'c', timezone: 'Europe/Stockholm', utm_source: 'ad' });
    expect(await requests[0]!.json()).toEqual({ email: 'n@x.se', captcha_response_token: 'c', timezone: 'Europe/Stockholm', utm_source: 'ad', start_trial: true });
    expect(await api.signupToken('tok')).toEqual({ id: 3, email: 'n@x.se', state: 2, language: 'sv', account: { name: 'Acme' } });
    expect(new URL(requests[1]!.url).pathname + new URL(requests[1]!.url).search).toBe('/api/positions/signup_step2?private_token=tok');
  });
});
