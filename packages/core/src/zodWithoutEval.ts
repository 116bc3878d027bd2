/**
 * zod without eval in browsers (the first import of index.ts, so it runs before any schema is
 * built). Inkflow's pages run under a Content-Security-Policy without 'unsafe-eval' (server
 * http/securityHeaders.ts). Building an object schema, zod probes `new Function`; the probe
 * catches the error, but the browser still reports a CSP violation for it. `jitless` skips the
 * probe and zod's compiled fast path, which forms do not need. On the server (no `document`)
 * zod keeps its fast path. The embed's rollup build treats core as side-effect free and drops
 * this module, as it drops zod: should the embed ever ship a zod schema, import this from its entry.
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });
