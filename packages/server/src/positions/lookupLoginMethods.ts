/**
 * GET /positions/login_method (§7): which login methods the email's domain offers. `password`
 * for everyone (unknown emails too, so the answer reveals nothing about who has an account),
 * `sso` added when an enabled SSO setting of an account with the sso feature on covers the domain, and `password` dropped when that
 * setting blocks password login. The client turns two methods into `multiple`.
 */
import type { Db } from '../db/openDatabase.js';
import { findActiveSsoForEmail } from '../sso/findSsoForEmail.js';

/** Answers `{ login_methods }` for a (validated) email. */
export async function lookupLoginMethods(db: Db, email: string): Promise<{ login_methods: ('password' | 'sso')[] }> {
  const sso = await findActiveSsoForEmail(db, email);
  if (!sso) return { login_methods: ['password'] };
  return { login_methods: sso.blockPasswordLogin ? ['sso'] : ['password', 'sso'] };
}
