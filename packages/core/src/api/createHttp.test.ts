import { describe, expect, it } from 'vitest';
import { createHttp, type HttpOptions, type ServerErrorInfo } from './createHttp.js';
import { createReloadMarker } from './reloadMarker.js';

/** A createHttp over a fake fetch that records each request and answers with `respond`. */
function setup(options: HttpOptions = {}, respond: (request: Request) => Response = () => new Response('{}', { headers: { 'content-type': 'application/json' } })) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    return respond(request);
  };
  return { http: createHttp({ baseUrl: 'http://app.test', xsrfToken: () => 'xsrf-1', timezone: () => 'Europe/Stockholm', fetch, ...options }), requests };
}

describe('createHttp', () => {
  it('sends the client version, the source marker and the timezone on GET', async () => {
    const { http, requests } = setup({ clientVersion: '0.1.0+abc', source: 'web' });
    await http.get('ping');
    const headers = requests[0]!.headers;
    expect(requests[0]!.url).toBe('http://app.test/api/ping');
    expect(headers.get('X-Flow-Client-Version')).toBe('0.1.0+abc');
    expect(headers.get('X-Flow-Source')).toBe('web');
    expect(headers.get('X-Flow-Timezone')).toBe('Europe/Stockholm');
    expect(headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('sends the anti-forgery echo and no timezone on writes, and the guest token header', async () => {
    const { http, requests } = setup({ clientVersion: '2', source: 'embed', guestToken: 'guest-1' });
    await http.post('agreements/1/sign', { json: {} });
    const headers = requests[0]!.headers;
    expect(headers.get('X-XSRF-TOKEN')).toBe('xsrf-1');
    expect(headers.get('X-Flow-Timezone')).toBeNull();
    expect(headers.get('X-Flow-Source')).toBe('embed');
    expect(headers.get('X-Flow-Client-Version')).toBe('2');
    expect(headers.get('X-Flow-Access-Token')).toBe('guest-1');
  });

  it("defaults the timezone to the runtime's and leaves out what is not configured", async () => {
    const { http, requests } = setup({ timezone: undefined });
    await http.get('ping');
    const headers = requests[0]!.headers;
    expect(headers.get('X-Flow-Timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers.get('X-Flow-Client-Version')).toBeNull();
    expect(headers.get('X-Flow-Source')).toBeNull();
    expect(headers.get('X-Flow-Access-Token')).toBeNull();
  });

  it('feeds the reload marker from every answer, errors included', async () => {
    const marker = createReloadMarker();
    let answer = 0;
    const markers = ['2026-11-24T01:00:00.000Z', '2026-11-24T02:00:00.000Z'];
    const { http } = setup({ reloadMarker: marker }, () => new Response('{}', { status: answer === 0 ? 200 : 404, headers: { 'x-flow-reload-marker': markers[answer++]! } }));
    await http.get('ping');
    expect(marker.newVersionAvailable).toBe(false);
    await expect(http.get('agreements/1')).rejects.toThrow();
    expect(marker.newVersionAvailable).toBe(true);
  });

  it('tells onServerError of answers with status 500 or above only', async () => {
    const seen: ServerErrorInfo[] = [];
    let status = 404;
    const { http } = setup({ onServerError: (info) => seen.push(info) }, () => new Response('x', { status, statusText: status === 502 ? 'Bad Gateway' : 'Not Found' }));
    await expect(http.get('agreements/1')).rejects.toThrow();
    status = 502;
    await expect(http.put('agreements/1', { json: {} })).rejects.toThrow();
    expect(seen).toEqual([{ method: 'PUT', url: 'http://app.test/api/agreements/1', status: 502, statusText: 'Bad Gateway' }]);
  });
});
