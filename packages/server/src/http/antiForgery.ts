/**
 * Anti-forgery by double submit (DESIGN.md "HTTP API", §7): every response sets the readable
 * cookie `XSRF-TOKEN` when the request lacks it, and every write under /api must echo it in
 * `X-XSRF-TOKEN`. A cross-site page can make the browser send our cookies but cannot read them,
 * so it cannot produce the header.
 *
 * Requests that carry a guest token in the `X-Flow-Access-Token` header are exempt. A cross-site
 * page cannot set a custom header without a CORS preflight we never grant, and the token is not
 * ambient — the caller must know it. The embed runs in a third-party iframe, where browsers
 * withhold (partitioned or blocked) cookies, so it could not read an XSRF cookie to echo anyway.
 * Such requests are authorised by the guest token alone; the session cookie is ignored for them
 * (requestAuth.ts).
 *
 * A route declaring `config: { antiForgery: false }` is exempt too: only for calls that need no
 * session and store nothing (POST /client_errors, whose reports the embed sends without cookies).
 *
 * A token in the `?access_token=` query value does NOT exempt a write: any site can put one (even
 * its own valid guest token) in a form's action URL, and the browser would add our cookies.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, safeEqual } from '../auth/tokens.js';
import { accessDenied } from './ApiHttpError.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route needs no anti-forgery echo (no session, stores nothing). */
    antiForgery?: boolean;
  }
}

export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'x-xsrf-token';

/**
 * onRequest hook: sets the XSRF cookie when absent; refuses unsafe /api calls that carry neither
 * the echo nor a guest token header (403, 99 Invalid anti-forgery token, spec §8).
 */
export function antiForgery(production: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const cookie = request.cookies[xsrfCookieName];
    if (!cookie) {
      reply.setCookie(xsrfCookieName, randomToken(), { path: '/', sameSite: 'lax', httpOnly: false, secure: production });
    }
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    if (!request.url.startsWith('/api/')) return;
    if (request.routeOptions.config?.antiForgery === false) return;
    const guestHeader = request.headers['x-flow-access-token'];
    if (typeof guestHeader === 'string' && guestHeader !== '') return;
    const header = request.headers[xsrfHeaderName];
    if (!cookie || typeof header !== 'string' || !safeEqual(header, cookie)) {
      throw accessDenied('Invalid anti-forgery token');
    }
  };
}
