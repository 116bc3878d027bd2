/**
 * GET /positions/login_method (§7): which login methods the email's domain offers. `password`
 * for everyone (unknown emails too, so the answer reveals nothing about who has an account),
 * `sso` added when an enabled SSO setting covers the domain, and `password` dropped when that
 * setting blocks password login. The client turns two methods into `multiple`.
 */
import { emailSchema } from '@inkflow/core';
import { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { parseOrThrow } from '../http/ApiHttpError.js';
import { findSsoForEmail } from '../sso/findSsoForEmail.js';

/** Answers `{ login_methods }` for the query `{ email }`. */
export async function lookupLoginMethods(db: Db, query: unknown): Promise<{ login_methods: ('password' | 'sso')[] }> {
  const { email } = parseOrThrow(z.object({ email: emailSchema }), query);
  const sso = await findSsoForEmail(db, email);
  if (!sso?.enabled) return { login_methods: ['password'] };
  return { login_methods: sso.blockPasswordLogin ? ['sso'] : ['password', 'sso'] };
}
