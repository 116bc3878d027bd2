/**
 * The slice of oidc-provider 9 the eID and SSO tests use (the package ships no types and
 * @types/oidc-provider is not installed).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  interface ProviderConfiguration {
    clients?: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    acrValues?: string[];
    features?: Record<string, unknown>;
    cookies?: { keys?: string[] };
    findAccount?(ctx: unknown, id: string): Promise<Account | undefined>;
    [option: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    // The rest of the API (interactions, grants…) is used untyped by other tests.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    [member: string]: any;
  }
}
