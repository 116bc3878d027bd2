/**
 * An SSO login failure with the reason code the login page shows (§8 "SSO login errors by reason
 * code"): the callback and the start redirect to `/login?error=<reason>`.
 */
export type SsoErrorReason = 'extension-disabled' | 'login-disabled' | 'sso-invalid' | 'runtime-problems';

/** Thrown inside the SSO flow; anything else thrown there counts as runtime-problems. */
export class SsoError extends Error {
  readonly reason: SsoErrorReason;
  constructor(reason: SsoErrorReason, detail: string) {
    super(detail);
    this.name = 'SsoError';
    this.reason = reason;
  }
}
