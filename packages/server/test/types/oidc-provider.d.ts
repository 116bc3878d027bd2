/**
 * The SSO tests (auth-sso.test.ts) configure custom interactions; this adds that option to the
 * oidc-provider slice declared in helpers/oidc-provider.d.ts (same ambient module, merged).
 */
declare module 'oidc-provider' {
  interface ProviderConfiguration {
    interactions?: { url?: (ctx: unknown, interaction: { uid: string }) => string };
  }
}
