/**
 * The eID broker (DESIGN.md "Signing"): national eIDs (Swedish and Norwegian BankID, MitID, FTN,
 * Electronic ID Hub — sign methods 2, 4, 5, 6, 13) reached through OpenID Connect, which is how
 * eID hubs expose them. The sign method is chosen with `acr_values`; the identity's national ID
 * arrives as a claim of the ID token (or userinfo).
 *
 * Configuration: EID_ISSUER, EID_CLIENT_ID, EID_CLIENT_SECRET; EID_NATIONAL_ID_CLAIM (default:
 * `national_id`, then `ssn`); EID_REDIRECT_URI (default `{origin}/api/eid/callback`);
 * EID_ACR_<method> overrides the acr value of one method.
 */
import * as oidc from 'openid-client';
import { SignMethod } from '@inkflow/core';

/** Settings of the broker. */
export interface EidOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claim names holding the national ID, tried in order. */
  nationalIdClaims: string[];
  redirectUri?: string;
  /** acr value per sign method; a method without one lets the broker choose. */
  acrValues: Partial<Record<number, string>>;
}

/** The default acr values of the Criipto-style `urn:grn:authn:…` naming the brokers use. */
export const defaultAcrValues: Partial<Record<number, string>> = {
  [SignMethod.SwedishBankId]: 'urn:grn:authn:se:bankid',
  [SignMethod.NorwegianBankId]: 'urn:grn:authn:no:bankid',
  [SignMethod.DanishMitId]: 'urn:grn:authn:dk:mitid',
  [SignMethod.FinnishFtn]: 'urn:grn:authn:fi:all',
};

/** EidOptions from the environment, or undefined when EID_ISSUER is not set (eID then unavailable). */
export function eidOptionsFromEnv(env: NodeJS.ProcessEnv): EidOptions | undefined {
  if (!env.EID_ISSUER || !env.EID_CLIENT_ID) return undefined;
  const acrValues = { ...defaultAcrValues };
  for (const method of [2, 4, 5, 6, 13]) {
    const value = env[`EID_ACR_${method}`];
    if (value !== undefined) acrValues[method] = value;
  }
  return {
    issuer: env.EID_ISSUER,
    clientId: env.EID_CLIENT_ID,
    clientSecret: env.EID_CLIENT_SECRET ?? '',
    nationalIdClaims: env.EID_NATIONAL_ID_CLAIM ? [env.EID_NATIONAL_ID_CLAIM] : ['national_id', 'ssn'],
    ...(env.EID_REDIRECT_URI ? { redirectUri: env.EID_REDIRECT_URI } : {}),
    acrValues,
  };
}

/** A configured broker: its options and the discovered OpenID configuration (fetched once, retried after failure). */
export interface EidBroker {
  options: EidOptions;
  configuration(): Promise<oidc.Configuration>;
}

const isLocalHttp = (url: URL) => url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');

/** Creates the broker; discovery happens on first use. */
export function createEidBroker(options: EidOptions): EidBroker {
  let pending: Promise<oidc.Configuration> | undefined;
  return {
    options,
    configuration() {
      if (!pending) {
        const issuer = new URL(options.issuer);
        pending = oidc
          .discovery(issuer, options.clientId, options.clientSecret || undefined, undefined, {
            // Plain http only for a broker on this machine (the tests' in-process provider).
            ...(isLocalHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
          })
          .catch((error: unknown) => {
            pending = undefined;
            throw error;
          });
      }
      return pending;
    },
  };
}
