/*
 * Parent origins (issue #6 "Account side"): which pages may frame an account's documents.
 * One rule for the server (validating the allowlist, building `frame-ancestors`) and the iframe
 * (refusing the handshake with any other parent).
 */
import { isDefaultAllowedParentOrigin } from './guards.js';

/** Most origins one account may allow. */
export const MAX_ALLOWED_ORIGINS = 50;

/**
 * True when `value` is exactly an http(s) origin: scheme, host and optional port, lower case,
 * nothing else — `https://partner.example` or `http://localhost:8080`, but not
 * `https://partner.example/`, `https://*.example`, `https://user@host` or `HTTPS://Host`.
 * That exactness lets the value go into a CSP header and be compared with `MessageEvent.origin`
 * as a plain string.
 */
export function isExactOrigin(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 200 || !/^https?:\/\/[a-z0-9.[\]:-]+$/.test(value)) return false;
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

/** What the embed page knows about who may frame it (injected by the server into its HTML shell). */
export interface EmbedFramePolicy {
  /** The account's allowed origins (exact, see isExactOrigin). */
  allowedOrigins: string[];
  /** Outside production: http://localhost:* and http://127.0.0.1:* are allowed too. */
  allowDevOrigins: boolean;
}

/** True when a page of `origin` may frame the document under `policy`. */
export function isAllowedParentOrigin(origin: string, policy: EmbedFramePolicy): boolean {
  return policy.allowedOrigins.includes(origin) || (policy.allowDevOrigins && isDefaultAllowedParentOrigin(origin));
}

/** Reads an EmbedFramePolicy from untrusted JSON; anything malformed yields the empty policy (nobody allowed). */
export function parseFramePolicy(data: unknown): EmbedFramePolicy {
  const d = data as Partial<EmbedFramePolicy> | null;
  const allowedOrigins = Array.isArray(d?.allowedOrigins) ? d.allowedOrigins.filter(isExactOrigin) : [];
  return { allowedOrigins, allowDevOrigins: d?.allowDevOrigins === true };
}
