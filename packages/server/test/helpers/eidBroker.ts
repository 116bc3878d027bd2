/**
 * A real OpenID Provider (oidc-provider) started in-process as the eID broker of the issue #5
 * tests: issuer http://localhost:{port}, one registered client, accounts whose ID token carries
 * the `national_id` claim, and the development login/consent pages, which `authorizeAs` fills
 * in like a browser (cookies kept, redirects followed) until the broker redirects to the
 * client's callback.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** People the broker knows: account id -> claims. */
export type BrokerAccounts = Record<string, { national_id: string; name: string }>;

/** A running broker. */
export interface TestBroker {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/** Starts the broker for `redirectUri` with `accounts`. */
export async function startTestBroker(redirectUri: string, accounts: BrokerAccounts): Promise<TestBroker> {
  const http: Server = createServer();
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const issuer = `http://localhost:${(http.address() as AddressInfo).port}`;
  const clientId = 'inkflow-test';
  const clientSecret = 'inkflow-test-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], response_types: ['code'], grant_types: ['authorization_code'] }],
    claims: { openid: ['sub', 'national_id', 'name'] },
    // Put the scope's claims into the ID token, as eID brokers do.
    conformIdTokenClaims: false,
    acrValues: ['urn:grn:authn:se:bankid', 'urn:grn:authn:no:bankid', 'urn:grn:authn:dk:mitid', 'urn:grn:authn:fi:all'],
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test-cookie-key-for-the-broker'] },
    async findAccount(_ctx, id) {
      const account = accounts[id];
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
  });
  http.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}

/**
 * Drives the authorization at `url` as account `login` (the dev login form, then consent), and
 * returns the URL the broker finally redirects to (the client's callback with code and state).
 */
export async function authorizeAs(url: string, login: string, callbackPrefix: string): Promise<URL> {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let next = new URL(url);
  let method: 'GET' | 'POST' = 'GET';
  let body: string | undefined;
  const callback = new URL(callbackPrefix);
  for (let hop = 0; hop < 20; hop++) {
    if (next.origin === callback.origin && next.pathname === callback.pathname) return next;
    const response = await fetch(next, {
      method,
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(body ? { body } : {}),
    });
    remember(response);
    const location = response.headers.get('location');
    if (location) {
      next = new URL(location, next);
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await response.text();
    if (!/\/interaction\//.test(next.pathname)) throw new Error(`unexpected page ${next.href}: ${response.status} ${html.slice(0, 300)}`);
    // The dev interaction pages post back to the same URL with the prompt's name.
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? (/name="login"/.test(html) ? 'login' : 'consent');
    method = 'POST';
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt }).toString();
  }
  throw new Error('too many redirects at the broker');
}
